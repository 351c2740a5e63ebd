; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #2

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #2

; Function Attrs: nounwind
define cc 102 void @attention_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = shl nsw i64 %8, 2
  %12 = and i64 %11, 60
  %13 = lshr i64 %11, 6
  %14 = trunc i64 %13 to i32
  %15 = add i32 %10, %14
  %16 = shl i32 %15, 6
  %17 = sext i32 %16 to i64
  %18 = getelementptr float, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr float, ptr addrspace(1) %18, i64 %12
  %20 = load float, ptr addrspace(1) %19, align 16
  %21 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 4
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 8
  %24 = load float, ptr addrspace(1) %23, align 8
  %25 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 12
  %26 = load float, ptr addrspace(1) %25, align 4
  %27 = add nsw i64 %11, 512
  %28 = lshr i64 %27, 6
  %29 = trunc i64 %28 to i32
  %30 = add i32 %10, %29
  %31 = shl i32 %30, 6
  %32 = sext i32 %31 to i64
  %33 = getelementptr float, ptr addrspace(1) %0, i64 %32
  %34 = getelementptr float, ptr addrspace(1) %33, i64 %12
  %35 = load float, ptr addrspace(1) %34, align 16
  %36 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 4
  %37 = load float, ptr addrspace(1) %36, align 4
  %38 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 8
  %39 = load float, ptr addrspace(1) %38, align 8
  %40 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 12
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = add nsw i64 %11, 1024
  %43 = lshr i64 %42, 6
  %44 = trunc i64 %43 to i32
  %45 = add i32 %10, %44
  %46 = shl i32 %45, 6
  %47 = sext i32 %46 to i64
  %48 = getelementptr float, ptr addrspace(1) %0, i64 %47
  %49 = getelementptr float, ptr addrspace(1) %48, i64 %12
  %50 = load float, ptr addrspace(1) %49, align 16
  %51 = getelementptr inbounds i8, ptr addrspace(1) %49, i64 4
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = getelementptr inbounds i8, ptr addrspace(1) %49, i64 8
  %54 = load float, ptr addrspace(1) %53, align 8
  %55 = getelementptr inbounds i8, ptr addrspace(1) %49, i64 12
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = add nsw i64 %11, 1536
  %58 = lshr i64 %57, 6
  %59 = trunc i64 %58 to i32
  %60 = add i32 %10, %59
  %61 = shl i32 %60, 6
  %62 = sext i32 %61 to i64
  %63 = getelementptr float, ptr addrspace(1) %0, i64 %62
  %64 = getelementptr float, ptr addrspace(1) %63, i64 %12
  %65 = load float, ptr addrspace(1) %64, align 16
  %66 = getelementptr inbounds i8, ptr addrspace(1) %64, i64 4
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = getelementptr inbounds i8, ptr addrspace(1) %64, i64 8
  %69 = load float, ptr addrspace(1) %68, align 8
  %70 = getelementptr inbounds i8, ptr addrspace(1) %64, i64 12
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = add nsw i64 %11, 2048
  %73 = lshr i64 %72, 6
  %74 = trunc i64 %73 to i32
  %75 = add i32 %10, %74
  %76 = shl i32 %75, 6
  %77 = sext i32 %76 to i64
  %78 = getelementptr float, ptr addrspace(1) %0, i64 %77
  %79 = getelementptr float, ptr addrspace(1) %78, i64 %12
  %80 = load float, ptr addrspace(1) %79, align 16
  %81 = getelementptr inbounds i8, ptr addrspace(1) %79, i64 4
  %82 = load float, ptr addrspace(1) %81, align 4
  %83 = getelementptr inbounds i8, ptr addrspace(1) %79, i64 8
  %84 = load float, ptr addrspace(1) %83, align 8
  %85 = getelementptr inbounds i8, ptr addrspace(1) %79, i64 12
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = add nsw i64 %11, 2560
  %88 = lshr i64 %87, 6
  %89 = trunc i64 %88 to i32
  %90 = add i32 %10, %89
  %91 = shl i32 %90, 6
  %92 = sext i32 %91 to i64
  %93 = getelementptr float, ptr addrspace(1) %0, i64 %92
  %94 = getelementptr float, ptr addrspace(1) %93, i64 %12
  %95 = load float, ptr addrspace(1) %94, align 16
  %96 = getelementptr inbounds i8, ptr addrspace(1) %94, i64 4
  %97 = load float, ptr addrspace(1) %96, align 4
  %98 = getelementptr inbounds i8, ptr addrspace(1) %94, i64 8
  %99 = load float, ptr addrspace(1) %98, align 8
  %100 = getelementptr inbounds i8, ptr addrspace(1) %94, i64 12
  %101 = load float, ptr addrspace(1) %100, align 4
  %102 = add nsw i64 %11, 3072
  %103 = lshr i64 %102, 6
  %104 = trunc i64 %103 to i32
  %105 = add i32 %10, %104
  %106 = shl i32 %105, 6
  %107 = sext i32 %106 to i64
  %108 = getelementptr float, ptr addrspace(1) %0, i64 %107
  %109 = getelementptr float, ptr addrspace(1) %108, i64 %12
  %110 = load float, ptr addrspace(1) %109, align 16
  %111 = getelementptr inbounds i8, ptr addrspace(1) %109, i64 4
  %112 = load float, ptr addrspace(1) %111, align 4
  %113 = getelementptr inbounds i8, ptr addrspace(1) %109, i64 8
  %114 = load float, ptr addrspace(1) %113, align 8
  %115 = getelementptr inbounds i8, ptr addrspace(1) %109, i64 12
  %116 = load float, ptr addrspace(1) %115, align 4
  %117 = add nsw i64 %11, 3584
  %118 = lshr i64 %117, 6
  %119 = trunc i64 %118 to i32
  %120 = add i32 %10, %119
  %121 = shl i32 %120, 6
  %122 = sext i32 %121 to i64
  %123 = getelementptr float, ptr addrspace(1) %0, i64 %122
  %124 = getelementptr float, ptr addrspace(1) %123, i64 %12
  %125 = load float, ptr addrspace(1) %124, align 16
  %126 = getelementptr inbounds i8, ptr addrspace(1) %124, i64 4
  %127 = load float, ptr addrspace(1) %126, align 4
  %128 = getelementptr inbounds i8, ptr addrspace(1) %124, i64 8
  %129 = load float, ptr addrspace(1) %128, align 8
  %130 = getelementptr inbounds i8, ptr addrspace(1) %124, i64 12
  %131 = load float, ptr addrspace(1) %130, align 4
  %132 = icmp sgt i32 %5, 0
  %133 = trunc i64 %11 to i32
  %134 = getelementptr float, ptr addrspace(3) @global_smem, i32 %133
  store float 0.000000e+00, ptr addrspace(3) %134, align 16
  %135 = or i32 %133, 1
  %136 = getelementptr float, ptr addrspace(3) @global_smem, i32 %135
  store float 0.000000e+00, ptr addrspace(3) %136, align 4
  %137 = or i32 %133, 2
  %138 = getelementptr float, ptr addrspace(3) @global_smem, i32 %137
  store float 0.000000e+00, ptr addrspace(3) %138, align 8
  %139 = or i32 %133, 3
  %140 = getelementptr float, ptr addrspace(3) @global_smem, i32 %139
  store float 0.000000e+00, ptr addrspace(3) %140, align 4
  %141 = and i64 %27, 4294967232
  %142 = or i64 %141, %12
  %143 = trunc i64 %142 to i32
  %144 = getelementptr float, ptr addrspace(3) @global_smem, i32 %143
  store float 0.000000e+00, ptr addrspace(3) %144, align 16
  %145 = or i32 %143, 1
  %146 = getelementptr float, ptr addrspace(3) @global_smem, i32 %145
  store float 0.000000e+00, ptr addrspace(3) %146, align 4
  %147 = or i32 %143, 2
  %148 = getelementptr float, ptr addrspace(3) @global_smem, i32 %147
  store float 0.000000e+00, ptr addrspace(3) %148, align 8
  %149 = or i32 %143, 3
  %150 = getelementptr float, ptr addrspace(3) @global_smem, i32 %149
  store float 0.000000e+00, ptr addrspace(3) %150, align 4
  %151 = and i64 %42, 4294967232
  %152 = or i64 %151, %12
  %153 = trunc i64 %152 to i32
  %154 = getelementptr float, ptr addrspace(3) @global_smem, i32 %153
  store float 0.000000e+00, ptr addrspace(3) %154, align 16
  %155 = or i32 %153, 1
  %156 = getelementptr float, ptr addrspace(3) @global_smem, i32 %155
  store float 0.000000e+00, ptr addrspace(3) %156, align 4
  %157 = or i32 %153, 2
  %158 = getelementptr float, ptr addrspace(3) @global_smem, i32 %157
  store float 0.000000e+00, ptr addrspace(3) %158, align 8
  %159 = or i32 %153, 3
  %160 = getelementptr float, ptr addrspace(3) @global_smem, i32 %159
  store float 0.000000e+00, ptr addrspace(3) %160, align 4
  %161 = and i64 %57, 4294967232
  %162 = or i64 %161, %12
  %163 = trunc i64 %162 to i32
  %164 = getelementptr float, ptr addrspace(3) @global_smem, i32 %163
  store float 0.000000e+00, ptr addrspace(3) %164, align 16
  %165 = or i32 %163, 1
  %166 = getelementptr float, ptr addrspace(3) @global_smem, i32 %165
  store float 0.000000e+00, ptr addrspace(3) %166, align 4
  %167 = or i32 %163, 2
  %168 = getelementptr float, ptr addrspace(3) @global_smem, i32 %167
  store float 0.000000e+00, ptr addrspace(3) %168, align 8
  %169 = or i32 %163, 3
  %170 = getelementptr float, ptr addrspace(3) @global_smem, i32 %169
  store float 0.000000e+00, ptr addrspace(3) %170, align 4
  %171 = and i64 %72, 4294967232
  %172 = or i64 %171, %12
  %173 = trunc i64 %172 to i32
  %174 = getelementptr float, ptr addrspace(3) @global_smem, i32 %173
  store float 0.000000e+00, ptr addrspace(3) %174, align 16
  %175 = or i32 %173, 1
  %176 = getelementptr float, ptr addrspace(3) @global_smem, i32 %175
  store float 0.000000e+00, ptr addrspace(3) %176, align 4
  %177 = or i32 %173, 2
  %178 = getelementptr float, ptr addrspace(3) @global_smem, i32 %177
  store float 0.000000e+00, ptr addrspace(3) %178, align 8
  %179 = or i32 %173, 3
  %180 = getelementptr float, ptr addrspace(3) @global_smem, i32 %179
  store float 0.000000e+00, ptr addrspace(3) %180, align 4
  %181 = and i64 %87, 4294967232
  %182 = or i64 %181, %12
  %183 = trunc i64 %182 to i32
  %184 = getelementptr float, ptr addrspace(3) @global_smem, i32 %183
  store float 0.000000e+00, ptr addrspace(3) %184, align 16
  %185 = or i32 %183, 1
  %186 = getelementptr float, ptr addrspace(3) @global_smem, i32 %185
  store float 0.000000e+00, ptr addrspace(3) %186, align 4
  %187 = or i32 %183, 2
  %188 = getelementptr float, ptr addrspace(3) @global_smem, i32 %187
  store float 0.000000e+00, ptr addrspace(3) %188, align 8
  %189 = or i32 %183, 3
  %190 = getelementptr float, ptr addrspace(3) @global_smem, i32 %189
  store float 0.000000e+00, ptr addrspace(3) %190, align 4
  %191 = and i64 %102, 4294967232
  %192 = or i64 %191, %12
  %193 = trunc i64 %192 to i32
  %194 = getelementptr float, ptr addrspace(3) @global_smem, i32 %193
  store float 0.000000e+00, ptr addrspace(3) %194, align 16
  %195 = or i32 %193, 1
  %196 = getelementptr float, ptr addrspace(3) @global_smem, i32 %195
  store float 0.000000e+00, ptr addrspace(3) %196, align 4
  %197 = or i32 %193, 2
  %198 = getelementptr float, ptr addrspace(3) @global_smem, i32 %197
  store float 0.000000e+00, ptr addrspace(3) %198, align 8
  %199 = or i32 %193, 3
  %200 = getelementptr float, ptr addrspace(3) @global_smem, i32 %199
  store float 0.000000e+00, ptr addrspace(3) %200, align 4
  %201 = and i64 %117, 4294967232
  %202 = or i64 %201, %12
  %203 = trunc i64 %202 to i32
  %204 = getelementptr float, ptr addrspace(3) @global_smem, i32 %203
  store float 0.000000e+00, ptr addrspace(3) %204, align 16
  %205 = or i32 %203, 1
  %206 = getelementptr float, ptr addrspace(3) @global_smem, i32 %205
  store float 0.000000e+00, ptr addrspace(3) %206, align 4
  %207 = or i32 %203, 2
  %208 = getelementptr float, ptr addrspace(3) @global_smem, i32 %207
  store float 0.000000e+00, ptr addrspace(3) %208, align 8
  %209 = or i32 %203, 3
  %210 = getelementptr float, ptr addrspace(3) @global_smem, i32 %209
  store float 0.000000e+00, ptr addrspace(3) %210, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %211 = icmp ult i32 %7, 64
  br i1 %211, label %212, label %214

212: ; preds = %6
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %7
  store float 0.000000e+00, ptr addrspace(3) %213, align 4
  br label %214

214: ; preds = %212, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %211, label %215, label %217

215: ; preds = %214
  %216 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %216, align 4
  br label %217

217: ; preds = %215, %214
  tail call void @llvm.musa.syncthreads.lm()
  %218 = shl i32 %14, 6
  br i1 %132, label %219, label %224

219: ; preds = %217
  %220 = sext i32 %218 to i64
  %221 = getelementptr float, ptr addrspace(1) %1, i64 %220
  %222 = getelementptr float, ptr addrspace(1) %221, i64 %12
  %223 = load <4 x float>, ptr addrspace(1) %222, align 16
  br label %224

224: ; preds = %219, %217
  %225 = phi <4 x float> [ %223, %219 ], [ zeroinitializer, %217 ]
  %226 = extractelement <4 x float> %225, i64 0
  %227 = extractelement <4 x float> %225, i64 1
  %228 = extractelement <4 x float> %225, i64 2
  %229 = extractelement <4 x float> %225, i64 3
  %230 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %133
  store float %226, ptr addrspace(3) %230, align 16
  %231 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %135
  store float %227, ptr addrspace(3) %231, align 4
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %137
  store float %228, ptr addrspace(3) %232, align 8
  %233 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %139
  store float %229, ptr addrspace(3) %233, align 4
  %234 = shl i32 %29, 6
  br i1 %132, label %235, label %240

235: ; preds = %224
  %236 = sext i32 %234 to i64
  %237 = getelementptr float, ptr addrspace(1) %1, i64 %236
  %238 = getelementptr float, ptr addrspace(1) %237, i64 %12
  %239 = load <4 x float>, ptr addrspace(1) %238, align 16
  br label %240

240: ; preds = %235, %224
  %241 = phi <4 x float> [ %239, %235 ], [ zeroinitializer, %224 ]
  %242 = extractelement <4 x float> %241, i64 0
  %243 = extractelement <4 x float> %241, i64 1
  %244 = extractelement <4 x float> %241, i64 2
  %245 = extractelement <4 x float> %241, i64 3
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %143
  store float %242, ptr addrspace(3) %246, align 16
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %145
  store float %243, ptr addrspace(3) %247, align 4
  %248 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %147
  store float %244, ptr addrspace(3) %248, align 8
  %249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %149
  store float %245, ptr addrspace(3) %249, align 4
  %250 = shl i32 %44, 6
  br i1 %132, label %251, label %256

251: ; preds = %240
  %252 = sext i32 %250 to i64
  %253 = getelementptr float, ptr addrspace(1) %1, i64 %252
  %254 = getelementptr float, ptr addrspace(1) %253, i64 %12
  %255 = load <4 x float>, ptr addrspace(1) %254, align 16
  br label %256

256: ; preds = %251, %240
  %257 = phi <4 x float> [ %255, %251 ], [ zeroinitializer, %240 ]
  %258 = extractelement <4 x float> %257, i64 0
  %259 = extractelement <4 x float> %257, i64 1
  %260 = extractelement <4 x float> %257, i64 2
  %261 = extractelement <4 x float> %257, i64 3
  %262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %153
  store float %258, ptr addrspace(3) %262, align 16
  %263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %155
  store float %259, ptr addrspace(3) %263, align 4
  %264 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %157
  store float %260, ptr addrspace(3) %264, align 8
  %265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %159
  store float %261, ptr addrspace(3) %265, align 4
  %266 = shl i32 %59, 6
  br i1 %132, label %267, label %272

267: ; preds = %256
  %268 = sext i32 %266 to i64
  %269 = getelementptr float, ptr addrspace(1) %1, i64 %268
  %270 = getelementptr float, ptr addrspace(1) %269, i64 %12
  %271 = load <4 x float>, ptr addrspace(1) %270, align 16
  br label %272

272: ; preds = %267, %256
  %273 = phi <4 x float> [ %271, %267 ], [ zeroinitializer, %256 ]
  %274 = extractelement <4 x float> %273, i64 0
  %275 = extractelement <4 x float> %273, i64 1
  %276 = extractelement <4 x float> %273, i64 2
  %277 = extractelement <4 x float> %273, i64 3
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %163
  store float %274, ptr addrspace(3) %278, align 16
  %279 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %165
  store float %275, ptr addrspace(3) %279, align 4
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %167
  store float %276, ptr addrspace(3) %280, align 8
  %281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %169
  store float %277, ptr addrspace(3) %281, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %132, label %282, label %317

282: ; preds = %272
  %283 = sext i32 %218 to i64
  %284 = getelementptr float, ptr addrspace(1) %2, i64 %283
  %285 = getelementptr float, ptr addrspace(1) %284, i64 %12
  %286 = load float, ptr addrspace(1) %285, align 16
  %287 = getelementptr inbounds i8, ptr addrspace(1) %285, i64 4
  %288 = load float, ptr addrspace(1) %287, align 4
  %289 = getelementptr inbounds i8, ptr addrspace(1) %285, i64 8
  %290 = load float, ptr addrspace(1) %289, align 8
  %291 = getelementptr inbounds i8, ptr addrspace(1) %285, i64 12
  %292 = load float, ptr addrspace(1) %291, align 4
  %293 = sext i32 %234 to i64
  %294 = getelementptr float, ptr addrspace(1) %2, i64 %293
  %295 = getelementptr float, ptr addrspace(1) %294, i64 %12
  %296 = load float, ptr addrspace(1) %295, align 16
  %297 = getelementptr inbounds i8, ptr addrspace(1) %295, i64 4
  %298 = load float, ptr addrspace(1) %297, align 4
  %299 = getelementptr inbounds i8, ptr addrspace(1) %295, i64 8
  %300 = load float, ptr addrspace(1) %299, align 8
  %301 = getelementptr inbounds i8, ptr addrspace(1) %295, i64 12
  %302 = load float, ptr addrspace(1) %301, align 4
  %303 = sext i32 %250 to i64
  %304 = getelementptr float, ptr addrspace(1) %2, i64 %303
  %305 = getelementptr float, ptr addrspace(1) %304, i64 %12
  %306 = load float, ptr addrspace(1) %305, align 16
  %307 = getelementptr inbounds i8, ptr addrspace(1) %305, i64 4
  %308 = load float, ptr addrspace(1) %307, align 4
  %309 = getelementptr inbounds i8, ptr addrspace(1) %305, i64 8
  %310 = load float, ptr addrspace(1) %309, align 8
  %311 = getelementptr inbounds i8, ptr addrspace(1) %305, i64 12
  %312 = load float, ptr addrspace(1) %311, align 4
  %313 = sext i32 %266 to i64
  %314 = getelementptr float, ptr addrspace(1) %2, i64 %313
  %315 = getelementptr float, ptr addrspace(1) %314, i64 %12
  %316 = load <4 x float>, ptr addrspace(1) %315, align 16
  br label %317

317: ; preds = %272, %282
  %318 = phi float [ %312, %282 ], [ 0.000000e+00, %272 ]
  %319 = phi float [ %310, %282 ], [ 0.000000e+00, %272 ]
  %320 = phi float [ %308, %282 ], [ 0.000000e+00, %272 ]
  %321 = phi float [ %306, %282 ], [ 0.000000e+00, %272 ]
  %322 = phi float [ %292, %282 ], [ 0.000000e+00, %272 ]
  %323 = phi float [ %290, %282 ], [ 0.000000e+00, %272 ]
  %324 = phi float [ %288, %282 ], [ 0.000000e+00, %272 ]
  %325 = phi float [ %286, %282 ], [ 0.000000e+00, %272 ]
  %326 = phi float [ %296, %282 ], [ 0.000000e+00, %272 ]
  %327 = phi float [ %298, %282 ], [ 0.000000e+00, %272 ]
  %328 = phi float [ %300, %282 ], [ 0.000000e+00, %272 ]
  %329 = phi float [ %302, %282 ], [ 0.000000e+00, %272 ]
  %330 = phi <4 x float> [ %316, %282 ], [ zeroinitializer, %272 ]
  %331 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %133
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %135
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %137
  %334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %139
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %143
  %336 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %145
  %337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %147
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %149
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %153
  %340 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %155
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %157
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %159
  %343 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %163
  %344 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %165
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %167
  %346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %169
  %347 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %173
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %175
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %177
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %179
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %183
  %352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %185
  %353 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %187
  %354 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %189
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %193
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %195
  %357 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %197
  %358 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %199
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %203
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %205
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %207
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %209
  %363 = and i64 %11, 28
  %364 = lshr i64 %11, 5
  %365 = or i64 %363, 1
  %366 = or i64 %363, 2
  %367 = or i64 %363, 3
  %368 = shl nuw nsw i64 %363, 6
  %369 = add nuw nsw i64 %368, %364
  %370 = trunc i64 %369 to i32
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %370
  %372 = and i64 %11, -32
  %373 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %133
  %374 = shl nuw nsw i64 %365, 6
  %375 = add nuw nsw i64 %374, %364
  %376 = trunc i64 %375 to i32
  %377 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %376
  %378 = or i64 %365, %372
  %379 = trunc i64 %378 to i32
  %380 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %379
  %381 = shl nuw nsw i64 %366, 6
  %382 = add nuw nsw i64 %381, %364
  %383 = trunc i64 %382 to i32
  %384 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %383
  %385 = or i64 %366, %372
  %386 = trunc i64 %385 to i32
  %387 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %386
  %388 = shl nuw nsw i64 %367, 6
  %389 = add nuw nsw i64 %388, %364
  %390 = trunc i64 %389 to i32
  %391 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %390
  %392 = or i64 %367, %372
  %393 = trunc i64 %392 to i32
  %394 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %393
  %395 = lshr i64 %27, 5
  %396 = add nuw nsw i64 %395, %368
  %397 = trunc i64 %396 to i32
  %398 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %397
  %399 = and i64 %27, -32
  %400 = or i64 %399, %363
  %401 = trunc i64 %400 to i32
  %402 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %401
  %403 = add nuw nsw i64 %374, %395
  %404 = trunc i64 %403 to i32
  %405 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %404
  %406 = or i64 %365, %399
  %407 = trunc i64 %406 to i32
  %408 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %407
  %409 = add nuw nsw i64 %381, %395
  %410 = trunc i64 %409 to i32
  %411 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %410
  %412 = or i64 %366, %399
  %413 = trunc i64 %412 to i32
  %414 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %413
  %415 = add nuw nsw i64 %388, %395
  %416 = trunc i64 %415 to i32
  %417 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %416
  %418 = or i64 %367, %399
  %419 = trunc i64 %418 to i32
  %420 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %419
  %421 = lshr i64 %42, 5
  %422 = add nuw nsw i64 %421, %368
  %423 = trunc i64 %422 to i32
  %424 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %423
  %425 = and i64 %42, -32
  %426 = or i64 %425, %363
  %427 = trunc i64 %426 to i32
  %428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %427
  %429 = add nuw nsw i64 %374, %421
  %430 = trunc i64 %429 to i32
  %431 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %430
  %432 = or i64 %365, %425
  %433 = trunc i64 %432 to i32
  %434 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %433
  %435 = add nuw nsw i64 %381, %421
  %436 = trunc i64 %435 to i32
  %437 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %436
  %438 = or i64 %366, %425
  %439 = trunc i64 %438 to i32
  %440 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %439
  %441 = add nuw nsw i64 %388, %421
  %442 = trunc i64 %441 to i32
  %443 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %442
  %444 = or i64 %367, %425
  %445 = trunc i64 %444 to i32
  %446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %445
  %447 = lshr i64 %57, 5
  %448 = add nuw nsw i64 %447, %368
  %449 = trunc i64 %448 to i32
  %450 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %449
  %451 = and i64 %57, -32
  %452 = or i64 %451, %363
  %453 = trunc i64 %452 to i32
  %454 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %453
  %455 = add nuw nsw i64 %374, %447
  %456 = trunc i64 %455 to i32
  %457 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %456
  %458 = or i64 %365, %451
  %459 = trunc i64 %458 to i32
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %459
  %461 = add nuw nsw i64 %381, %447
  %462 = trunc i64 %461 to i32
  %463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %462
  %464 = or i64 %366, %451
  %465 = trunc i64 %464 to i32
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %465
  %467 = add nuw nsw i64 %388, %447
  %468 = trunc i64 %467 to i32
  %469 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %468
  %470 = or i64 %367, %451
  %471 = trunc i64 %470 to i32
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %471
  %473 = and i64 %8, 31
  %474 = shl nsw i64 %8, 1
  %475 = and i64 %474, 4294967232
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %7
  %477 = add nsw i64 %8, 128
  %478 = shl nsw i64 %477, 1
  %479 = and i64 %478, 4294967232
  %480 = trunc i64 %477 to i32
  %481 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %480
  %482 = add nsw i64 %8, 256
  %483 = shl nsw i64 %482, 1
  %484 = and i64 %483, 4294967232
  %485 = trunc i64 %482 to i32
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %485
  %487 = add nsw i64 %8, 384
  %488 = shl nsw i64 %487, 1
  %489 = and i64 %488, 4294967232
  %490 = trunc i64 %487 to i32
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %490
  %492 = add nsw i64 %8, 512
  %493 = shl nsw i64 %492, 1
  %494 = and i64 %493, 4294967232
  %495 = trunc i64 %492 to i32
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %495
  %497 = add nsw i64 %8, 640
  %498 = shl nsw i64 %497, 1
  %499 = and i64 %498, 4294967232
  %500 = trunc i64 %497 to i32
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %500
  %502 = add nsw i64 %8, 768
  %503 = shl nsw i64 %502, 1
  %504 = and i64 %503, 4294967232
  %505 = trunc i64 %502 to i32
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %505
  %507 = add nsw i64 %8, 896
  %508 = shl nsw i64 %507, 1
  %509 = and i64 %508, 4294967232
  %510 = trunc i64 %507 to i32
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %510
  %512 = add nsw i64 %8, 1024
  %513 = shl nsw i64 %512, 1
  %514 = and i64 %513, 4294967232
  %515 = trunc i64 %512 to i32
  %516 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %515
  %517 = add nsw i64 %8, 1152
  %518 = shl nsw i64 %517, 1
  %519 = and i64 %518, 4294967232
  %520 = trunc i64 %517 to i32
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %520
  %522 = add nsw i64 %8, 1280
  %523 = shl nsw i64 %522, 1
  %524 = and i64 %523, 4294967232
  %525 = trunc i64 %522 to i32
  %526 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %525
  %527 = add nsw i64 %8, 1408
  %528 = shl nsw i64 %527, 1
  %529 = and i64 %528, 4294967232
  %530 = trunc i64 %527 to i32
  %531 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %530
  %532 = add nsw i64 %8, 1536
  %533 = shl nsw i64 %532, 1
  %534 = and i64 %533, 4294967232
  %535 = trunc i64 %532 to i32
  %536 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %535
  %537 = add nsw i64 %8, 1664
  %538 = shl nsw i64 %537, 1
  %539 = and i64 %538, 4294967232
  %540 = trunc i64 %537 to i32
  %541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %540
  %542 = add nsw i64 %8, 1792
  %543 = shl nsw i64 %542, 1
  %544 = and i64 %543, 4294967232
  %545 = trunc i64 %542 to i32
  %546 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %545
  %547 = add nsw i64 %8, 1920
  %548 = shl nsw i64 %547, 1
  %549 = and i64 %548, 4294967232
  %550 = trunc i64 %547 to i32
  %551 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %550
  %552 = and i64 %8, 1
  %553 = icmp ult i32 %7, 128
  %554 = icmp eq i64 %552, 0
  %555 = and i1 %553, %554
  %556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %133
  %557 = trunc i64 %364 to i32
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %557
  %559 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 57856), i32 %557
  %560 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %133
  %561 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %379
  %562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %379
  %563 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %386
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %386
  %565 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %393
  %566 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %393
  %567 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %401
  %568 = trunc i64 %395 to i32
  %569 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %568
  %570 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 57856), i32 %568
  %571 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %401
  %572 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %407
  %573 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %407
  %574 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %413
  %575 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %413
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %419
  %577 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %419
  %578 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %427
  %579 = trunc i64 %421 to i32
  %580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %579
  %581 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 57856), i32 %579
  %582 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %427
  %583 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %433
  %584 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %433
  %585 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %439
  %586 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %439
  %587 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %445
  %588 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %445
  %589 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %453
  %590 = trunc i64 %447 to i32
  %591 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %590
  %592 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 57856), i32 %590
  %593 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %453
  %594 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %459
  %595 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %459
  %596 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %465
  %597 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %465
  %598 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %471
  %599 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %471
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %133
  %601 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %135
  %602 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %137
  %603 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %139
  %604 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %143
  %605 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %145
  %606 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %147
  %607 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %149
  %608 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %153
  %609 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %155
  %610 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %157
  %611 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %159
  %612 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %163
  %613 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %165
  %614 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %167
  %615 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %169
  %616 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %133
  %617 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %135
  %618 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %137
  %619 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %139
  %620 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %143
  %621 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %145
  %622 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %147
  %623 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %149
  %624 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %153
  %625 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %155
  %626 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %157
  %627 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %159
  %628 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %163
  %629 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %165
  %630 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %167
  %631 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %169
  %632 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %173
  %633 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %175
  %634 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %177
  %635 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %179
  %636 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %183
  %637 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %185
  %638 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %187
  %639 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %189
  %640 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %193
  %641 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %195
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %197
  %643 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %199
  %644 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %203
  %645 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %205
  %646 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %207
  %647 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %209
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %12
  %invariant.gep55 = getelementptr float, ptr addrspace(1) %2, i64 %12
  br i1 %132, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %317
  %648 = shl nsw i64 %8, 4
  %649 = and i64 %648, -32
  %650 = select i1 %553, i64 %649, i64 0
  %651 = shl nuw nsw i64 %552, 2
  %652 = extractelement <4 x float> %330, i64 3
  %653 = extractelement <4 x float> %330, i64 2
  %654 = extractelement <4 x float> %330, i64 1
  %655 = extractelement <4 x float> %330, i64 0
  %656 = lshr i32 %7, 1
  %657 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 57856), i32 %656
  %658 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %7
  %659 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 57856), i32 %7
  %660 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66304), i32 %7
  %661 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66560), i32 %656
  %662 = and i64 %8, 63
  %663 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %7
  %664 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66560), i32 %7
  %665 = or i64 %651, %650
  %666 = trunc i64 %665 to i32
  %667 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %666
  %668 = or i32 %666, 1
  %669 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %668
  %670 = or i32 %666, 2
  %671 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %670
  %672 = or i32 %666, 3
  %673 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %672
  %674 = or i64 %651, %650
  %675 = trunc i64 %674 to i32
  %676 = or i32 %675, 8
  %677 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %676
  %678 = or i32 %675, 9
  %679 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %678
  %680 = or i32 %675, 10
  %681 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %680
  %682 = or i32 %675, 11
  %683 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %682
  %684 = or i64 %651, %650
  %685 = trunc i64 %684 to i32
  %686 = or i32 %685, 16
  %687 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %686
  %688 = or i32 %685, 17
  %689 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %688
  %690 = or i32 %685, 18
  %691 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %690
  %692 = or i32 %685, 19
  %693 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %692
  %694 = or i64 %651, %650
  %695 = trunc i64 %694 to i32
  %696 = or i32 %695, 24
  %697 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %696
  %698 = or i32 %695, 25
  %699 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %698
  %700 = or i32 %695, 26
  %701 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %700
  %702 = or i32 %695, 27
  %703 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49664), i32 %702
  %704 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %666
  %705 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %668
  %706 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %670
  %707 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %672
  %708 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %676
  %709 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %678
  %710 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %680
  %711 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %682
  %712 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %686
  %713 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %688
  %714 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %690
  %715 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %692
  %716 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %696
  %717 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %698
  %718 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %700
  %719 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %702
  br label %720

720: ; preds = %.lr.ph, %1377
  %721 = phi float [ %652, %.lr.ph ], [ %1156, %1377 ]
  %722 = phi float [ %653, %.lr.ph ], [ %834, %1377 ]
  %723 = phi float [ %654, %.lr.ph ], [ %867, %1377 ]
  %724 = phi float [ %655, %.lr.ph ], [ %833, %1377 ]
  %725 = phi float [ %318, %.lr.ph ], [ %804, %1377 ]
  %726 = phi float [ %319, %.lr.ph ], [ %805, %1377 ]
  %727 = phi float [ %320, %.lr.ph ], [ %806, %1377 ]
  %728 = phi float [ %321, %.lr.ph ], [ %807, %1377 ]
  %729 = phi float [ %329, %.lr.ph ], [ %831, %1377 ]
  %730 = phi float [ %328, %.lr.ph ], [ %830, %1377 ]
  %731 = phi float [ %327, %.lr.ph ], [ %829, %1377 ]
  %732 = phi float [ %326, %.lr.ph ], [ %828, %1377 ]
  %733 = phi float [ %322, %.lr.ph ], [ %808, %1377 ]
  %734 = phi float [ %323, %.lr.ph ], [ %809, %1377 ]
  %735 = phi float [ %324, %.lr.ph ], [ %810, %1377 ]
  %736 = phi float [ %325, %.lr.ph ], [ %811, %1377 ]
  %737 = phi i32 [ 0, %.lr.ph ], [ %738, %1377 ]
  %738 = add i32 %737, 32
  %739 = icmp slt i32 %738, %5
  br i1 %739, label %740, label %803

740: ; preds = %720
  %741 = add i32 %738, %14
  %742 = shl i32 %741, 6
  %743 = sext i32 %742 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %743
  %744 = load float, ptr addrspace(1) %gep, align 16
  %745 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %746 = load float, ptr addrspace(1) %745, align 4
  %747 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 8
  %748 = load float, ptr addrspace(1) %747, align 8
  %749 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 12
  %750 = load float, ptr addrspace(1) %749, align 4
  %751 = add i32 %738, %29
  %752 = shl i32 %751, 6
  %753 = sext i32 %752 to i64
  %gep50 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %753
  %754 = load float, ptr addrspace(1) %gep50, align 16
  %755 = getelementptr inbounds i8, ptr addrspace(1) %gep50, i64 4
  %756 = load float, ptr addrspace(1) %755, align 4
  %757 = getelementptr inbounds i8, ptr addrspace(1) %gep50, i64 8
  %758 = load float, ptr addrspace(1) %757, align 8
  %759 = getelementptr inbounds i8, ptr addrspace(1) %gep50, i64 12
  %760 = load float, ptr addrspace(1) %759, align 4
  %761 = add i32 %738, %44
  %762 = shl i32 %761, 6
  %763 = sext i32 %762 to i64
  %gep52 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %763
  %764 = load float, ptr addrspace(1) %gep52, align 16
  %765 = getelementptr inbounds i8, ptr addrspace(1) %gep52, i64 4
  %766 = load float, ptr addrspace(1) %765, align 4
  %767 = getelementptr inbounds i8, ptr addrspace(1) %gep52, i64 8
  %768 = load float, ptr addrspace(1) %767, align 8
  %769 = getelementptr inbounds i8, ptr addrspace(1) %gep52, i64 12
  %770 = load float, ptr addrspace(1) %769, align 4
  %771 = add i32 %738, %59
  %772 = shl i32 %771, 6
  %773 = sext i32 %772 to i64
  %gep54 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %773
  %774 = load float, ptr addrspace(1) %gep54, align 16
  %775 = getelementptr inbounds i8, ptr addrspace(1) %gep54, i64 4
  %776 = load float, ptr addrspace(1) %775, align 4
  %777 = getelementptr inbounds i8, ptr addrspace(1) %gep54, i64 8
  %778 = load float, ptr addrspace(1) %777, align 8
  %779 = getelementptr inbounds i8, ptr addrspace(1) %gep54, i64 12
  %780 = load float, ptr addrspace(1) %779, align 4
  %gep56 = getelementptr float, ptr addrspace(1) %invariant.gep55, i64 %743
  %781 = load float, ptr addrspace(1) %gep56, align 16
  %782 = getelementptr inbounds i8, ptr addrspace(1) %gep56, i64 4
  %783 = load float, ptr addrspace(1) %782, align 4
  %784 = getelementptr inbounds i8, ptr addrspace(1) %gep56, i64 8
  %785 = load float, ptr addrspace(1) %784, align 8
  %786 = getelementptr inbounds i8, ptr addrspace(1) %gep56, i64 12
  %787 = load float, ptr addrspace(1) %786, align 4
  %gep58 = getelementptr float, ptr addrspace(1) %invariant.gep55, i64 %753
  %788 = load float, ptr addrspace(1) %gep58, align 16
  %789 = getelementptr inbounds i8, ptr addrspace(1) %gep58, i64 4
  %790 = load float, ptr addrspace(1) %789, align 4
  %791 = getelementptr inbounds i8, ptr addrspace(1) %gep58, i64 8
  %792 = load float, ptr addrspace(1) %791, align 8
  %793 = getelementptr inbounds i8, ptr addrspace(1) %gep58, i64 12
  %794 = load float, ptr addrspace(1) %793, align 4
  %gep60 = getelementptr float, ptr addrspace(1) %invariant.gep55, i64 %763
  %795 = load float, ptr addrspace(1) %gep60, align 16
  %796 = getelementptr inbounds i8, ptr addrspace(1) %gep60, i64 4
  %797 = load float, ptr addrspace(1) %796, align 4
  %798 = getelementptr inbounds i8, ptr addrspace(1) %gep60, i64 8
  %799 = load float, ptr addrspace(1) %798, align 8
  %800 = getelementptr inbounds i8, ptr addrspace(1) %gep60, i64 12
  %801 = load float, ptr addrspace(1) %800, align 4
  %gep62 = getelementptr float, ptr addrspace(1) %invariant.gep55, i64 %773
  %802 = load <4 x float>, ptr addrspace(1) %gep62, align 16
  br label %803

803: ; preds = %720, %740
  %804 = phi float [ %801, %740 ], [ 0.000000e+00, %720 ]
  %805 = phi float [ %799, %740 ], [ 0.000000e+00, %720 ]
  %806 = phi float [ %797, %740 ], [ 0.000000e+00, %720 ]
  %807 = phi float [ %795, %740 ], [ 0.000000e+00, %720 ]
  %808 = phi float [ %787, %740 ], [ 0.000000e+00, %720 ]
  %809 = phi float [ %785, %740 ], [ 0.000000e+00, %720 ]
  %810 = phi float [ %783, %740 ], [ 0.000000e+00, %720 ]
  %811 = phi float [ %781, %740 ], [ 0.000000e+00, %720 ]
  %812 = phi float [ %770, %740 ], [ 0.000000e+00, %720 ]
  %813 = phi float [ %768, %740 ], [ 0.000000e+00, %720 ]
  %814 = phi float [ %766, %740 ], [ 0.000000e+00, %720 ]
  %815 = phi float [ %764, %740 ], [ 0.000000e+00, %720 ]
  %816 = phi float [ %750, %740 ], [ 0.000000e+00, %720 ]
  %817 = phi float [ %748, %740 ], [ 0.000000e+00, %720 ]
  %818 = phi float [ %746, %740 ], [ 0.000000e+00, %720 ]
  %819 = phi float [ %744, %740 ], [ 0.000000e+00, %720 ]
  %820 = phi float [ %754, %740 ], [ 0.000000e+00, %720 ]
  %821 = phi float [ %756, %740 ], [ 0.000000e+00, %720 ]
  %822 = phi float [ %758, %740 ], [ 0.000000e+00, %720 ]
  %823 = phi float [ %760, %740 ], [ 0.000000e+00, %720 ]
  %824 = phi float [ %774, %740 ], [ 0.000000e+00, %720 ]
  %825 = phi float [ %776, %740 ], [ 0.000000e+00, %720 ]
  %826 = phi float [ %778, %740 ], [ 0.000000e+00, %720 ]
  %827 = phi float [ %780, %740 ], [ 0.000000e+00, %720 ]
  %828 = phi float [ %788, %740 ], [ 0.000000e+00, %720 ]
  %829 = phi float [ %790, %740 ], [ 0.000000e+00, %720 ]
  %830 = phi float [ %792, %740 ], [ 0.000000e+00, %720 ]
  %831 = phi float [ %794, %740 ], [ 0.000000e+00, %720 ]
  %832 = phi <4 x float> [ %802, %740 ], [ zeroinitializer, %720 ]
  %833 = extractelement <4 x float> %832, i64 0
  %834 = extractelement <4 x float> %832, i64 2
  store float %20, ptr addrspace(3) %331, align 16
  store float %22, ptr addrspace(3) %332, align 4
  store float %24, ptr addrspace(3) %333, align 8
  store float %26, ptr addrspace(3) %334, align 4
  store float %35, ptr addrspace(3) %335, align 16
  store float %37, ptr addrspace(3) %336, align 4
  store float %39, ptr addrspace(3) %337, align 8
  store float %41, ptr addrspace(3) %338, align 4
  store float %50, ptr addrspace(3) %339, align 16
  store float %52, ptr addrspace(3) %340, align 4
  store float %54, ptr addrspace(3) %341, align 8
  store float %56, ptr addrspace(3) %342, align 4
  store float %65, ptr addrspace(3) %343, align 16
  store float %67, ptr addrspace(3) %344, align 4
  store float %69, ptr addrspace(3) %345, align 8
  store float %71, ptr addrspace(3) %346, align 4
  store float %80, ptr addrspace(3) %347, align 16
  store float %82, ptr addrspace(3) %348, align 4
  store float %84, ptr addrspace(3) %349, align 8
  store float %86, ptr addrspace(3) %350, align 4
  store float %95, ptr addrspace(3) %351, align 16
  store float %97, ptr addrspace(3) %352, align 4
  store float %99, ptr addrspace(3) %353, align 8
  store float %101, ptr addrspace(3) %354, align 4
  store float %110, ptr addrspace(3) %355, align 16
  store float %112, ptr addrspace(3) %356, align 4
  store float %114, ptr addrspace(3) %357, align 8
  store float %116, ptr addrspace(3) %358, align 4
  store float %125, ptr addrspace(3) %359, align 16
  store float %127, ptr addrspace(3) %360, align 4
  store float %129, ptr addrspace(3) %361, align 8
  store float %131, ptr addrspace(3) %362, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %835 = load float, ptr addrspace(3) %371, align 4
  store float %835, ptr addrspace(3) %373, align 16
  %836 = load float, ptr addrspace(3) %377, align 4
  store float %836, ptr addrspace(3) %380, align 4
  %837 = load float, ptr addrspace(3) %384, align 4
  store float %837, ptr addrspace(3) %387, align 8
  %838 = load float, ptr addrspace(3) %391, align 4
  store float %838, ptr addrspace(3) %394, align 4
  %839 = load float, ptr addrspace(3) %398, align 4
  store float %839, ptr addrspace(3) %402, align 16
  %840 = load float, ptr addrspace(3) %405, align 4
  store float %840, ptr addrspace(3) %408, align 4
  %841 = load float, ptr addrspace(3) %411, align 4
  store float %841, ptr addrspace(3) %414, align 8
  %842 = load float, ptr addrspace(3) %417, align 4
  store float %842, ptr addrspace(3) %420, align 4
  %843 = load float, ptr addrspace(3) %424, align 4
  store float %843, ptr addrspace(3) %428, align 16
  %844 = load float, ptr addrspace(3) %431, align 4
  store float %844, ptr addrspace(3) %434, align 4
  %845 = load float, ptr addrspace(3) %437, align 4
  store float %845, ptr addrspace(3) %440, align 8
  %846 = load float, ptr addrspace(3) %443, align 4
  store float %846, ptr addrspace(3) %446, align 4
  %847 = load float, ptr addrspace(3) %450, align 4
  store float %847, ptr addrspace(3) %454, align 16
  %848 = load float, ptr addrspace(3) %457, align 4
  store float %848, ptr addrspace(3) %460, align 4
  %849 = load float, ptr addrspace(3) %463, align 4
  store float %849, ptr addrspace(3) %466, align 8
  %850 = load float, ptr addrspace(3) %469, align 4
  store float %850, ptr addrspace(3) %472, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %851

851: ; preds = %803, %851
  %852 = phi float [ 0.000000e+00, %803 ], [ %863, %851 ]
  %853 = phi i64 [ 0, %803 ], [ %864, %851 ]
  %854 = or i64 %853, %475
  %855 = trunc i64 %854 to i32
  %856 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %855
  %857 = load float, ptr addrspace(3) %856, align 4
  %858 = shl nuw nsw i64 %853, 5
  %859 = or i64 %858, %473
  %860 = trunc i64 %859 to i32
  %861 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %860
  %862 = load float, ptr addrspace(3) %861, align 4
  %863 = tail call float @llvm.fma.f32(float %857, float %862, float %852)
  %864 = add nuw nsw i64 %853, 1
  %865 = icmp ult i64 %853, 63
  br i1 %865, label %851, label %866

866: ; preds = %851
  %867 = extractelement <4 x float> %832, i64 1
  store float %863, ptr addrspace(3) %476, align 4
  br label %868

868: ; preds = %866, %868
  %869 = phi float [ 0.000000e+00, %866 ], [ %880, %868 ]
  %870 = phi i64 [ 0, %866 ], [ %881, %868 ]
  %871 = or i64 %870, %479
  %872 = trunc i64 %871 to i32
  %873 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %872
  %874 = load float, ptr addrspace(3) %873, align 4
  %875 = shl nuw nsw i64 %870, 5
  %876 = or i64 %875, %473
  %877 = trunc i64 %876 to i32
  %878 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %877
  %879 = load float, ptr addrspace(3) %878, align 4
  %880 = tail call float @llvm.fma.f32(float %874, float %879, float %869)
  %881 = add nuw nsw i64 %870, 1
  %882 = icmp ult i64 %870, 63
  br i1 %882, label %868, label %883

883: ; preds = %868
  store float %880, ptr addrspace(3) %481, align 4
  br label %884

884: ; preds = %883, %884
  %885 = phi float [ 0.000000e+00, %883 ], [ %896, %884 ]
  %886 = phi i64 [ 0, %883 ], [ %897, %884 ]
  %887 = or i64 %886, %484
  %888 = trunc i64 %887 to i32
  %889 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %888
  %890 = load float, ptr addrspace(3) %889, align 4
  %891 = shl nuw nsw i64 %886, 5
  %892 = or i64 %891, %473
  %893 = trunc i64 %892 to i32
  %894 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %893
  %895 = load float, ptr addrspace(3) %894, align 4
  %896 = tail call float @llvm.fma.f32(float %890, float %895, float %885)
  %897 = add nuw nsw i64 %886, 1
  %898 = icmp ult i64 %886, 63
  br i1 %898, label %884, label %899

899: ; preds = %884
  store float %896, ptr addrspace(3) %486, align 4
  br label %900

900: ; preds = %899, %900
  %901 = phi float [ 0.000000e+00, %899 ], [ %912, %900 ]
  %902 = phi i64 [ 0, %899 ], [ %913, %900 ]
  %903 = or i64 %902, %489
  %904 = trunc i64 %903 to i32
  %905 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %904
  %906 = load float, ptr addrspace(3) %905, align 4
  %907 = shl nuw nsw i64 %902, 5
  %908 = or i64 %907, %473
  %909 = trunc i64 %908 to i32
  %910 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %909
  %911 = load float, ptr addrspace(3) %910, align 4
  %912 = tail call float @llvm.fma.f32(float %906, float %911, float %901)
  %913 = add nuw nsw i64 %902, 1
  %914 = icmp ult i64 %902, 63
  br i1 %914, label %900, label %915

915: ; preds = %900
  store float %912, ptr addrspace(3) %491, align 4
  br label %916

916: ; preds = %915, %916
  %917 = phi float [ 0.000000e+00, %915 ], [ %928, %916 ]
  %918 = phi i64 [ 0, %915 ], [ %929, %916 ]
  %919 = or i64 %918, %494
  %920 = trunc i64 %919 to i32
  %921 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %920
  %922 = load float, ptr addrspace(3) %921, align 4
  %923 = shl nuw nsw i64 %918, 5
  %924 = or i64 %923, %473
  %925 = trunc i64 %924 to i32
  %926 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %925
  %927 = load float, ptr addrspace(3) %926, align 4
  %928 = tail call float @llvm.fma.f32(float %922, float %927, float %917)
  %929 = add nuw nsw i64 %918, 1
  %930 = icmp ult i64 %918, 63
  br i1 %930, label %916, label %931

931: ; preds = %916
  store float %928, ptr addrspace(3) %496, align 4
  br label %932

932: ; preds = %931, %932
  %933 = phi float [ 0.000000e+00, %931 ], [ %944, %932 ]
  %934 = phi i64 [ 0, %931 ], [ %945, %932 ]
  %935 = or i64 %934, %499
  %936 = trunc i64 %935 to i32
  %937 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %936
  %938 = load float, ptr addrspace(3) %937, align 4
  %939 = shl nuw nsw i64 %934, 5
  %940 = or i64 %939, %473
  %941 = trunc i64 %940 to i32
  %942 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %941
  %943 = load float, ptr addrspace(3) %942, align 4
  %944 = tail call float @llvm.fma.f32(float %938, float %943, float %933)
  %945 = add nuw nsw i64 %934, 1
  %946 = icmp ult i64 %934, 63
  br i1 %946, label %932, label %947

947: ; preds = %932
  store float %944, ptr addrspace(3) %501, align 4
  br label %948

948: ; preds = %947, %948
  %949 = phi float [ 0.000000e+00, %947 ], [ %960, %948 ]
  %950 = phi i64 [ 0, %947 ], [ %961, %948 ]
  %951 = or i64 %950, %504
  %952 = trunc i64 %951 to i32
  %953 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %952
  %954 = load float, ptr addrspace(3) %953, align 4
  %955 = shl nuw nsw i64 %950, 5
  %956 = or i64 %955, %473
  %957 = trunc i64 %956 to i32
  %958 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %957
  %959 = load float, ptr addrspace(3) %958, align 4
  %960 = tail call float @llvm.fma.f32(float %954, float %959, float %949)
  %961 = add nuw nsw i64 %950, 1
  %962 = icmp ult i64 %950, 63
  br i1 %962, label %948, label %963

963: ; preds = %948
  store float %960, ptr addrspace(3) %506, align 4
  br label %964

964: ; preds = %963, %964
  %965 = phi float [ 0.000000e+00, %963 ], [ %976, %964 ]
  %966 = phi i64 [ 0, %963 ], [ %977, %964 ]
  %967 = or i64 %966, %509
  %968 = trunc i64 %967 to i32
  %969 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %968
  %970 = load float, ptr addrspace(3) %969, align 4
  %971 = shl nuw nsw i64 %966, 5
  %972 = or i64 %971, %473
  %973 = trunc i64 %972 to i32
  %974 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %973
  %975 = load float, ptr addrspace(3) %974, align 4
  %976 = tail call float @llvm.fma.f32(float %970, float %975, float %965)
  %977 = add nuw nsw i64 %966, 1
  %978 = icmp ult i64 %966, 63
  br i1 %978, label %964, label %979

979: ; preds = %964
  store float %976, ptr addrspace(3) %511, align 4
  br label %980

980: ; preds = %979, %980
  %981 = phi float [ 0.000000e+00, %979 ], [ %992, %980 ]
  %982 = phi i64 [ 0, %979 ], [ %993, %980 ]
  %983 = or i64 %982, %514
  %984 = trunc i64 %983 to i32
  %985 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %984
  %986 = load float, ptr addrspace(3) %985, align 4
  %987 = shl nuw nsw i64 %982, 5
  %988 = or i64 %987, %473
  %989 = trunc i64 %988 to i32
  %990 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %989
  %991 = load float, ptr addrspace(3) %990, align 4
  %992 = tail call float @llvm.fma.f32(float %986, float %991, float %981)
  %993 = add nuw nsw i64 %982, 1
  %994 = icmp ult i64 %982, 63
  br i1 %994, label %980, label %995

995: ; preds = %980
  store float %992, ptr addrspace(3) %516, align 4
  br label %996

996: ; preds = %995, %996
  %997 = phi float [ 0.000000e+00, %995 ], [ %1008, %996 ]
  %998 = phi i64 [ 0, %995 ], [ %1009, %996 ]
  %999 = or i64 %998, %519
  %1000 = trunc i64 %999 to i32
  %1001 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %1000
  %1002 = load float, ptr addrspace(3) %1001, align 4
  %1003 = shl nuw nsw i64 %998, 5
  %1004 = or i64 %1003, %473
  %1005 = trunc i64 %1004 to i32
  %1006 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %1005
  %1007 = load float, ptr addrspace(3) %1006, align 4
  %1008 = tail call float @llvm.fma.f32(float %1002, float %1007, float %997)
  %1009 = add nuw nsw i64 %998, 1
  %1010 = icmp ult i64 %998, 63
  br i1 %1010, label %996, label %1011

1011: ; preds = %996
  store float %1008, ptr addrspace(3) %521, align 4
  br label %1012

1012: ; preds = %1011, %1012
  %1013 = phi float [ 0.000000e+00, %1011 ], [ %1024, %1012 ]
  %1014 = phi i64 [ 0, %1011 ], [ %1025, %1012 ]
  %1015 = or i64 %1014, %524
  %1016 = trunc i64 %1015 to i32
  %1017 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %1016
  %1018 = load float, ptr addrspace(3) %1017, align 4
  %1019 = shl nuw nsw i64 %1014, 5
  %1020 = or i64 %1019, %473
  %1021 = trunc i64 %1020 to i32
  %1022 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %1021
  %1023 = load float, ptr addrspace(3) %1022, align 4
  %1024 = tail call float @llvm.fma.f32(float %1018, float %1023, float %1013)
  %1025 = add nuw nsw i64 %1014, 1
  %1026 = icmp ult i64 %1014, 63
  br i1 %1026, label %1012, label %1027

1027: ; preds = %1012
  store float %1024, ptr addrspace(3) %526, align 4
  br label %1028

1028: ; preds = %1027, %1028
  %1029 = phi float [ 0.000000e+00, %1027 ], [ %1040, %1028 ]
  %1030 = phi i64 [ 0, %1027 ], [ %1041, %1028 ]
  %1031 = or i64 %1030, %529
  %1032 = trunc i64 %1031 to i32
  %1033 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %1032
  %1034 = load float, ptr addrspace(3) %1033, align 4
  %1035 = shl nuw nsw i64 %1030, 5
  %1036 = or i64 %1035, %473
  %1037 = trunc i64 %1036 to i32
  %1038 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %1037
  %1039 = load float, ptr addrspace(3) %1038, align 4
  %1040 = tail call float @llvm.fma.f32(float %1034, float %1039, float %1029)
  %1041 = add nuw nsw i64 %1030, 1
  %1042 = icmp ult i64 %1030, 63
  br i1 %1042, label %1028, label %1043

1043: ; preds = %1028
  store float %1040, ptr addrspace(3) %531, align 4
  br label %1044

1044: ; preds = %1043, %1044
  %1045 = phi float [ 0.000000e+00, %1043 ], [ %1056, %1044 ]
  %1046 = phi i64 [ 0, %1043 ], [ %1057, %1044 ]
  %1047 = or i64 %1046, %534
  %1048 = trunc i64 %1047 to i32
  %1049 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %1048
  %1050 = load float, ptr addrspace(3) %1049, align 4
  %1051 = shl nuw nsw i64 %1046, 5
  %1052 = or i64 %1051, %473
  %1053 = trunc i64 %1052 to i32
  %1054 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %1053
  %1055 = load float, ptr addrspace(3) %1054, align 4
  %1056 = tail call float @llvm.fma.f32(float %1050, float %1055, float %1045)
  %1057 = add nuw nsw i64 %1046, 1
  %1058 = icmp ult i64 %1046, 63
  br i1 %1058, label %1044, label %1059

1059: ; preds = %1044
  store float %1056, ptr addrspace(3) %536, align 4
  br label %1060

1060: ; preds = %1059, %1060
  %1061 = phi float [ 0.000000e+00, %1059 ], [ %1072, %1060 ]
  %1062 = phi i64 [ 0, %1059 ], [ %1073, %1060 ]
  %1063 = or i64 %1062, %539
  %1064 = trunc i64 %1063 to i32
  %1065 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %1064
  %1066 = load float, ptr addrspace(3) %1065, align 4
  %1067 = shl nuw nsw i64 %1062, 5
  %1068 = or i64 %1067, %473
  %1069 = trunc i64 %1068 to i32
  %1070 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %1069
  %1071 = load float, ptr addrspace(3) %1070, align 4
  %1072 = tail call float @llvm.fma.f32(float %1066, float %1071, float %1061)
  %1073 = add nuw nsw i64 %1062, 1
  %1074 = icmp ult i64 %1062, 63
  br i1 %1074, label %1060, label %1075

1075: ; preds = %1060
  store float %1072, ptr addrspace(3) %541, align 4
  br label %1076

1076: ; preds = %1075, %1076
  %1077 = phi float [ 0.000000e+00, %1075 ], [ %1088, %1076 ]
  %1078 = phi i64 [ 0, %1075 ], [ %1089, %1076 ]
  %1079 = or i64 %1078, %544
  %1080 = trunc i64 %1079 to i32
  %1081 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %1080
  %1082 = load float, ptr addrspace(3) %1081, align 4
  %1083 = shl nuw nsw i64 %1078, 5
  %1084 = or i64 %1083, %473
  %1085 = trunc i64 %1084 to i32
  %1086 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %1085
  %1087 = load float, ptr addrspace(3) %1086, align 4
  %1088 = tail call float @llvm.fma.f32(float %1082, float %1087, float %1077)
  %1089 = add nuw nsw i64 %1078, 1
  %1090 = icmp ult i64 %1078, 63
  br i1 %1090, label %1076, label %1091

1091: ; preds = %1076
  store float %1088, ptr addrspace(3) %546, align 4
  br label %1092

1092: ; preds = %1091, %1092
  %1093 = phi float [ 0.000000e+00, %1091 ], [ %1104, %1092 ]
  %1094 = phi i64 [ 0, %1091 ], [ %1105, %1092 ]
  %1095 = or i64 %1094, %549
  %1096 = trunc i64 %1095 to i32
  %1097 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %1096
  %1098 = load float, ptr addrspace(3) %1097, align 4
  %1099 = shl nuw nsw i64 %1094, 5
  %1100 = or i64 %1099, %473
  %1101 = trunc i64 %1100 to i32
  %1102 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %1101
  %1103 = load float, ptr addrspace(3) %1102, align 4
  %1104 = tail call float @llvm.fma.f32(float %1098, float %1103, float %1093)
  %1105 = add nuw nsw i64 %1094, 1
  %1106 = icmp ult i64 %1094, 63
  br i1 %1106, label %1092, label %1107

1107: ; preds = %1092
  store float %1104, ptr addrspace(3) %551, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %1108 = load float, ptr addrspace(3) %667, align 16
  %1109 = fmul contract float %1108, %4
  %1110 = tail call float @llvm.maxnum.f32(float %1109, float 0xFFF0000000000000)
  %1111 = load float, ptr addrspace(3) %669, align 4
  %1112 = fmul contract float %1111, %4
  %1113 = tail call float @llvm.maxnum.f32(float %1110, float %1112)
  %1114 = load float, ptr addrspace(3) %671, align 8
  %1115 = fmul contract float %1114, %4
  %1116 = tail call float @llvm.maxnum.f32(float %1113, float %1115)
  %1117 = load float, ptr addrspace(3) %673, align 4
  %1118 = fmul contract float %1117, %4
  %1119 = tail call float @llvm.maxnum.f32(float %1116, float %1118)
  %1120 = load float, ptr addrspace(3) %677, align 16
  %1121 = fmul contract float %1120, %4
  %1122 = tail call float @llvm.maxnum.f32(float %1119, float %1121)
  %1123 = load float, ptr addrspace(3) %679, align 4
  %1124 = fmul contract float %1123, %4
  %1125 = tail call float @llvm.maxnum.f32(float %1122, float %1124)
  %1126 = load float, ptr addrspace(3) %681, align 8
  %1127 = fmul contract float %1126, %4
  %1128 = tail call float @llvm.maxnum.f32(float %1125, float %1127)
  %1129 = load float, ptr addrspace(3) %683, align 4
  %1130 = fmul contract float %1129, %4
  %1131 = tail call float @llvm.maxnum.f32(float %1128, float %1130)
  %1132 = load float, ptr addrspace(3) %687, align 16
  %1133 = fmul contract float %1132, %4
  %1134 = tail call float @llvm.maxnum.f32(float %1131, float %1133)
  %1135 = load float, ptr addrspace(3) %689, align 4
  %1136 = fmul contract float %1135, %4
  %1137 = tail call float @llvm.maxnum.f32(float %1134, float %1136)
  %1138 = load float, ptr addrspace(3) %691, align 8
  %1139 = fmul contract float %1138, %4
  %1140 = tail call float @llvm.maxnum.f32(float %1137, float %1139)
  %1141 = load float, ptr addrspace(3) %693, align 4
  %1142 = fmul contract float %1141, %4
  %1143 = tail call float @llvm.maxnum.f32(float %1140, float %1142)
  %1144 = load float, ptr addrspace(3) %697, align 16
  %1145 = fmul contract float %1144, %4
  %1146 = tail call float @llvm.maxnum.f32(float %1143, float %1145)
  %1147 = load float, ptr addrspace(3) %699, align 4
  %1148 = fmul contract float %1147, %4
  %1149 = tail call float @llvm.maxnum.f32(float %1146, float %1148)
  %1150 = load float, ptr addrspace(3) %701, align 8
  %1151 = fmul contract float %1150, %4
  %1152 = tail call float @llvm.maxnum.f32(float %1149, float %1151)
  %1153 = load float, ptr addrspace(3) %703, align 4
  %1154 = fmul contract float %1153, %4
  %1155 = tail call float @llvm.maxnum.f32(float %1152, float %1154)
  %1156 = extractelement <4 x float> %832, i64 3
  %1157 = bitcast float %1155 to i32
  %1158 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1157, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %555, label %1159, label %1162

1159: ; preds = %1107
  %1160 = bitcast i32 %1158 to float
  %1161 = tail call float @llvm.maxnum.f32(float %1155, float %1160)
  store float %1161, ptr addrspace(3) %657, align 4
  br label %1162

1162: ; preds = %1159, %1107
  tail call void @llvm.musa.syncthreads.lm()
  %1163 = load float, ptr addrspace(3) %556, align 16
  %1164 = fmul contract float %1163, %4
  %1165 = load float, ptr addrspace(3) %558, align 4
  %1166 = load float, ptr addrspace(3) %559, align 4
  %1167 = tail call float @llvm.maxnum.f32(float %1165, float %1166)
  %1168 = fsub contract float %1164, %1167
  %1169 = fmul float %1168, 0x3FF7154760000000
  %1170 = tail call float @llvm.exp2.f32(float %1169)
  store float %1170, ptr addrspace(3) %560, align 16
  %1171 = load float, ptr addrspace(3) %561, align 4
  %1172 = fmul contract float %1171, %4
  %1173 = fsub contract float %1172, %1167
  %1174 = fmul float %1173, 0x3FF7154760000000
  %1175 = tail call float @llvm.exp2.f32(float %1174)
  store float %1175, ptr addrspace(3) %562, align 4
  %1176 = load float, ptr addrspace(3) %563, align 8
  %1177 = fmul contract float %1176, %4
  %1178 = fsub contract float %1177, %1167
  %1179 = fmul float %1178, 0x3FF7154760000000
  %1180 = tail call float @llvm.exp2.f32(float %1179)
  store float %1180, ptr addrspace(3) %564, align 8
  %1181 = load float, ptr addrspace(3) %565, align 4
  %1182 = fmul contract float %1181, %4
  %1183 = fsub contract float %1182, %1167
  %1184 = fmul float %1183, 0x3FF7154760000000
  %1185 = tail call float @llvm.exp2.f32(float %1184)
  store float %1185, ptr addrspace(3) %566, align 4
  %1186 = load float, ptr addrspace(3) %567, align 16
  %1187 = fmul contract float %1186, %4
  %1188 = load float, ptr addrspace(3) %569, align 4
  %1189 = load float, ptr addrspace(3) %570, align 4
  %1190 = tail call float @llvm.maxnum.f32(float %1188, float %1189)
  %1191 = fsub contract float %1187, %1190
  %1192 = fmul float %1191, 0x3FF7154760000000
  %1193 = tail call float @llvm.exp2.f32(float %1192)
  store float %1193, ptr addrspace(3) %571, align 16
  %1194 = load float, ptr addrspace(3) %572, align 4
  %1195 = fmul contract float %1194, %4
  %1196 = fsub contract float %1195, %1190
  %1197 = fmul float %1196, 0x3FF7154760000000
  %1198 = tail call float @llvm.exp2.f32(float %1197)
  store float %1198, ptr addrspace(3) %573, align 4
  %1199 = load float, ptr addrspace(3) %574, align 8
  %1200 = fmul contract float %1199, %4
  %1201 = fsub contract float %1200, %1190
  %1202 = fmul float %1201, 0x3FF7154760000000
  %1203 = tail call float @llvm.exp2.f32(float %1202)
  store float %1203, ptr addrspace(3) %575, align 8
  %1204 = load float, ptr addrspace(3) %576, align 4
  %1205 = fmul contract float %1204, %4
  %1206 = fsub contract float %1205, %1190
  %1207 = fmul float %1206, 0x3FF7154760000000
  %1208 = tail call float @llvm.exp2.f32(float %1207)
  store float %1208, ptr addrspace(3) %577, align 4
  %1209 = load float, ptr addrspace(3) %578, align 16
  %1210 = fmul contract float %1209, %4
  %1211 = load float, ptr addrspace(3) %580, align 4
  %1212 = load float, ptr addrspace(3) %581, align 4
  %1213 = tail call float @llvm.maxnum.f32(float %1211, float %1212)
  %1214 = fsub contract float %1210, %1213
  %1215 = fmul float %1214, 0x3FF7154760000000
  %1216 = tail call float @llvm.exp2.f32(float %1215)
  store float %1216, ptr addrspace(3) %582, align 16
  %1217 = load float, ptr addrspace(3) %583, align 4
  %1218 = fmul contract float %1217, %4
  %1219 = fsub contract float %1218, %1213
  %1220 = fmul float %1219, 0x3FF7154760000000
  %1221 = tail call float @llvm.exp2.f32(float %1220)
  store float %1221, ptr addrspace(3) %584, align 4
  %1222 = load float, ptr addrspace(3) %585, align 8
  %1223 = fmul contract float %1222, %4
  %1224 = fsub contract float %1223, %1213
  %1225 = fmul float %1224, 0x3FF7154760000000
  %1226 = tail call float @llvm.exp2.f32(float %1225)
  store float %1226, ptr addrspace(3) %586, align 8
  %1227 = load float, ptr addrspace(3) %587, align 4
  %1228 = fmul contract float %1227, %4
  %1229 = fsub contract float %1228, %1213
  %1230 = fmul float %1229, 0x3FF7154760000000
  %1231 = tail call float @llvm.exp2.f32(float %1230)
  store float %1231, ptr addrspace(3) %588, align 4
  %1232 = load float, ptr addrspace(3) %589, align 16
  %1233 = fmul contract float %1232, %4
  %1234 = load float, ptr addrspace(3) %591, align 4
  %1235 = load float, ptr addrspace(3) %592, align 4
  %1236 = tail call float @llvm.maxnum.f32(float %1234, float %1235)
  %1237 = fsub contract float %1233, %1236
  %1238 = fmul float %1237, 0x3FF7154760000000
  %1239 = tail call float @llvm.exp2.f32(float %1238)
  store float %1239, ptr addrspace(3) %593, align 16
  %1240 = load float, ptr addrspace(3) %594, align 4
  %1241 = fmul contract float %1240, %4
  %1242 = fsub contract float %1241, %1236
  %1243 = fmul float %1242, 0x3FF7154760000000
  %1244 = tail call float @llvm.exp2.f32(float %1243)
  store float %1244, ptr addrspace(3) %595, align 4
  %1245 = load float, ptr addrspace(3) %596, align 8
  %1246 = fmul contract float %1245, %4
  %1247 = fsub contract float %1246, %1236
  %1248 = fmul float %1247, 0x3FF7154760000000
  %1249 = tail call float @llvm.exp2.f32(float %1248)
  store float %1249, ptr addrspace(3) %597, align 8
  %1250 = load float, ptr addrspace(3) %598, align 4
  %1251 = fmul contract float %1250, %4
  %1252 = fsub contract float %1251, %1236
  %1253 = fmul float %1252, 0x3FF7154760000000
  %1254 = tail call float @llvm.exp2.f32(float %1253)
  store float %1254, ptr addrspace(3) %599, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %211, label %1255, label %1262

1255: ; preds = %1162
  %1256 = load float, ptr addrspace(3) %658, align 4
  %1257 = load float, ptr addrspace(3) %659, align 4
  %1258 = tail call float @llvm.maxnum.f32(float %1256, float %1257)
  %1259 = fsub contract float %1256, %1258
  %1260 = fmul float %1259, 0x3FF7154760000000
  %1261 = tail call float @llvm.exp2.f32(float %1260)
  store float %1261, ptr addrspace(3) %660, align 4
  br label %1262

1262: ; preds = %1255, %1162
  tail call void @llvm.musa.syncthreads.lm()
  %1263 = load float, ptr addrspace(3) %704, align 16
  %1264 = fadd reassoc float %1263, 0.000000e+00
  %1265 = load float, ptr addrspace(3) %705, align 4
  %1266 = fadd reassoc float %1264, %1265
  %1267 = load float, ptr addrspace(3) %706, align 8
  %1268 = fadd reassoc float %1266, %1267
  %1269 = load float, ptr addrspace(3) %707, align 4
  %1270 = fadd reassoc float %1268, %1269
  %1271 = load float, ptr addrspace(3) %708, align 16
  %1272 = fadd reassoc float %1270, %1271
  %1273 = load float, ptr addrspace(3) %709, align 4
  %1274 = fadd reassoc float %1272, %1273
  %1275 = load float, ptr addrspace(3) %710, align 8
  %1276 = fadd reassoc float %1274, %1275
  %1277 = load float, ptr addrspace(3) %711, align 4
  %1278 = fadd reassoc float %1276, %1277
  %1279 = load float, ptr addrspace(3) %712, align 16
  %1280 = fadd reassoc float %1278, %1279
  %1281 = load float, ptr addrspace(3) %713, align 4
  %1282 = fadd reassoc float %1280, %1281
  %1283 = load float, ptr addrspace(3) %714, align 8
  %1284 = fadd reassoc float %1282, %1283
  %1285 = load float, ptr addrspace(3) %715, align 4
  %1286 = fadd reassoc float %1284, %1285
  %1287 = load float, ptr addrspace(3) %716, align 16
  %1288 = fadd reassoc float %1286, %1287
  %1289 = load float, ptr addrspace(3) %717, align 4
  %1290 = fadd reassoc float %1288, %1289
  %1291 = load float, ptr addrspace(3) %718, align 8
  %1292 = fadd reassoc float %1290, %1291
  %1293 = load float, ptr addrspace(3) %719, align 4
  %1294 = fadd reassoc float %1292, %1293
  %1295 = bitcast float %1294 to i32
  %1296 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1295, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %555, label %1297, label %1300

1297: ; preds = %1262
  %1298 = bitcast i32 %1296 to float
  %1299 = fadd reassoc float %1294, %1298
  store float %1299, ptr addrspace(3) %661, align 4
  br label %1300

1300: ; preds = %1297, %1262
  tail call void @llvm.musa.syncthreads.lm()
  store float %736, ptr addrspace(3) %600, align 16
  store float %735, ptr addrspace(3) %601, align 4
  store float %734, ptr addrspace(3) %602, align 8
  store float %733, ptr addrspace(3) %603, align 4
  store float %732, ptr addrspace(3) %604, align 16
  store float %731, ptr addrspace(3) %605, align 4
  store float %730, ptr addrspace(3) %606, align 8
  store float %729, ptr addrspace(3) %607, align 4
  store float %728, ptr addrspace(3) %608, align 16
  store float %727, ptr addrspace(3) %609, align 4
  store float %726, ptr addrspace(3) %610, align 8
  store float %725, ptr addrspace(3) %611, align 4
  store float %724, ptr addrspace(3) %612, align 16
  store float %723, ptr addrspace(3) %613, align 4
  store float %722, ptr addrspace(3) %614, align 8
  store float %721, ptr addrspace(3) %615, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1301

1301: ; preds = %1300, %1329
  %1302 = phi i64 [ 0, %1300 ], [ %1331, %1329 ]
  %1303 = shl nuw nsw i64 %1302, 7
  %1304 = add nsw i64 %1303, %8
  %1305 = lshr i64 %1304, 6
  %1306 = trunc i64 %1304 to i32
  %1307 = getelementptr float, ptr addrspace(3) @global_smem, i32 %1306
  %1308 = load float, ptr addrspace(3) %1307, align 4
  %1309 = trunc i64 %1305 to i32
  %1310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66304), i32 %1309
  %1311 = load float, ptr addrspace(3) %1310, align 4
  %1312 = fmul contract float %1308, %1311
  %1313 = shl nuw nsw i64 %1305, 5
  br label %1314

1314: ; preds = %1301, %1314
  %1315 = phi float [ %1312, %1301 ], [ %1326, %1314 ]
  %1316 = phi i64 [ 0, %1301 ], [ %1327, %1314 ]
  %1317 = add nuw nsw i64 %1316, %1313
  %1318 = trunc i64 %1317 to i32
  %1319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58112), i32 %1318
  %1320 = load float, ptr addrspace(3) %1319, align 4
  %1321 = shl nuw nsw i64 %1316, 6
  %1322 = or i64 %1321, %662
  %1323 = trunc i64 %1322 to i32
  %1324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 66816), i32 %1323
  %1325 = load float, ptr addrspace(3) %1324, align 4
  %1326 = tail call float @llvm.fma.f32(float %1320, float %1325, float %1315)
  %1327 = add nuw nsw i64 %1316, 1
  %1328 = icmp ult i64 %1316, 31
  br i1 %1328, label %1314, label %1329

1329: ; preds = %1314
  %1330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %1306
  store float %1326, ptr addrspace(3) %1330, align 4
  %1331 = add nuw nsw i64 %1302, 1
  %1332 = icmp ult i64 %1302, 31
  br i1 %1332, label %1301, label %1333

1333: ; preds = %1329
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  %1334 = load float, ptr addrspace(3) %616, align 16
  store float %1334, ptr addrspace(3) %134, align 16
  %1335 = load float, ptr addrspace(3) %617, align 4
  store float %1335, ptr addrspace(3) %136, align 4
  %1336 = load float, ptr addrspace(3) %618, align 8
  store float %1336, ptr addrspace(3) %138, align 8
  %1337 = load float, ptr addrspace(3) %619, align 4
  store float %1337, ptr addrspace(3) %140, align 4
  %1338 = load float, ptr addrspace(3) %620, align 16
  store float %1338, ptr addrspace(3) %144, align 16
  %1339 = load float, ptr addrspace(3) %621, align 4
  store float %1339, ptr addrspace(3) %146, align 4
  %1340 = load float, ptr addrspace(3) %622, align 8
  store float %1340, ptr addrspace(3) %148, align 8
  %1341 = load float, ptr addrspace(3) %623, align 4
  store float %1341, ptr addrspace(3) %150, align 4
  %1342 = load float, ptr addrspace(3) %624, align 16
  store float %1342, ptr addrspace(3) %154, align 16
  %1343 = load float, ptr addrspace(3) %625, align 4
  store float %1343, ptr addrspace(3) %156, align 4
  %1344 = load float, ptr addrspace(3) %626, align 8
  store float %1344, ptr addrspace(3) %158, align 8
  %1345 = load float, ptr addrspace(3) %627, align 4
  store float %1345, ptr addrspace(3) %160, align 4
  %1346 = load float, ptr addrspace(3) %628, align 16
  store float %1346, ptr addrspace(3) %164, align 16
  %1347 = load float, ptr addrspace(3) %629, align 4
  store float %1347, ptr addrspace(3) %166, align 4
  %1348 = load float, ptr addrspace(3) %630, align 8
  store float %1348, ptr addrspace(3) %168, align 8
  %1349 = load float, ptr addrspace(3) %631, align 4
  store float %1349, ptr addrspace(3) %170, align 4
  %1350 = load float, ptr addrspace(3) %632, align 16
  store float %1350, ptr addrspace(3) %174, align 16
  %1351 = load float, ptr addrspace(3) %633, align 4
  store float %1351, ptr addrspace(3) %176, align 4
  %1352 = load float, ptr addrspace(3) %634, align 8
  store float %1352, ptr addrspace(3) %178, align 8
  %1353 = load float, ptr addrspace(3) %635, align 4
  store float %1353, ptr addrspace(3) %180, align 4
  %1354 = load float, ptr addrspace(3) %636, align 16
  store float %1354, ptr addrspace(3) %184, align 16
  %1355 = load float, ptr addrspace(3) %637, align 4
  store float %1355, ptr addrspace(3) %186, align 4
  %1356 = load float, ptr addrspace(3) %638, align 8
  store float %1356, ptr addrspace(3) %188, align 8
  %1357 = load float, ptr addrspace(3) %639, align 4
  store float %1357, ptr addrspace(3) %190, align 4
  %1358 = load float, ptr addrspace(3) %640, align 16
  store float %1358, ptr addrspace(3) %194, align 16
  %1359 = load float, ptr addrspace(3) %641, align 4
  store float %1359, ptr addrspace(3) %196, align 4
  %1360 = load float, ptr addrspace(3) %642, align 8
  store float %1360, ptr addrspace(3) %198, align 8
  %1361 = load float, ptr addrspace(3) %643, align 4
  store float %1361, ptr addrspace(3) %200, align 4
  %1362 = load float, ptr addrspace(3) %644, align 16
  store float %1362, ptr addrspace(3) %204, align 16
  %1363 = load float, ptr addrspace(3) %645, align 4
  store float %1363, ptr addrspace(3) %206, align 4
  %1364 = load float, ptr addrspace(3) %646, align 8
  store float %1364, ptr addrspace(3) %208, align 8
  %1365 = load float, ptr addrspace(3) %647, align 4
  store float %1365, ptr addrspace(3) %210, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %211, label %1366, label %1372

1366: ; preds = %1333
  %1367 = load float, ptr addrspace(3) %663, align 4
  %1368 = load float, ptr addrspace(3) %660, align 4
  %1369 = fmul contract float %1367, %1368
  %1370 = load float, ptr addrspace(3) %664, align 4
  %1371 = fadd contract float %1369, %1370
  store float %1371, ptr addrspace(3) %663, align 4
  br label %1372

1372: ; preds = %1366, %1333
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %211, label %1373, label %1377

1373: ; preds = %1372
  %1374 = load float, ptr addrspace(3) %658, align 4
  %1375 = load float, ptr addrspace(3) %659, align 4
  %1376 = tail call float @llvm.maxnum.f32(float %1374, float %1375)
  store float %1376, ptr addrspace(3) %658, align 4
  br label %1377

1377: ; preds = %1373, %1372
  tail call void @llvm.musa.syncthreads.lm()
  store float %819, ptr addrspace(3) %230, align 16
  store float %818, ptr addrspace(3) %231, align 4
  store float %817, ptr addrspace(3) %232, align 8
  store float %816, ptr addrspace(3) %233, align 4
  store float %820, ptr addrspace(3) %246, align 16
  store float %821, ptr addrspace(3) %247, align 4
  store float %822, ptr addrspace(3) %248, align 8
  store float %823, ptr addrspace(3) %249, align 4
  store float %815, ptr addrspace(3) %262, align 16
  store float %814, ptr addrspace(3) %263, align 4
  store float %813, ptr addrspace(3) %264, align 8
  store float %812, ptr addrspace(3) %265, align 4
  store float %824, ptr addrspace(3) %278, align 16
  store float %825, ptr addrspace(3) %279, align 4
  store float %826, ptr addrspace(3) %280, align 8
  store float %827, ptr addrspace(3) %281, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %739, label %720, label %._crit_edge

._crit_edge: ; preds = %1377, %317
  %1378 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %14
  %1379 = load float, ptr addrspace(3) %1378, align 4
  %1380 = load <4 x float>, ptr addrspace(3) %134, align 16
  %1381 = insertelement <4 x float> poison, float %1379, i64 0
  %1382 = shufflevector <4 x float> %1381, <4 x float> poison, <4 x i32> zeroinitializer
  %1383 = fdiv <4 x float> %1380, %1382
  %1384 = getelementptr float, ptr addrspace(1) %3, i64 %17
  %1385 = getelementptr float, ptr addrspace(1) %1384, i64 %12
  store <4 x float> %1383, ptr addrspace(1) %1385, align 16
  %1386 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %29
  %1387 = load float, ptr addrspace(3) %1386, align 4
  %1388 = load <4 x float>, ptr addrspace(3) %144, align 16
  %1389 = insertelement <4 x float> poison, float %1387, i64 0
  %1390 = shufflevector <4 x float> %1389, <4 x float> poison, <4 x i32> zeroinitializer
  %1391 = fdiv <4 x float> %1388, %1390
  %1392 = getelementptr float, ptr addrspace(1) %3, i64 %32
  %1393 = getelementptr float, ptr addrspace(1) %1392, i64 %12
  store <4 x float> %1391, ptr addrspace(1) %1393, align 16
  %1394 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %44
  %1395 = load float, ptr addrspace(3) %1394, align 4
  %1396 = load <4 x float>, ptr addrspace(3) %154, align 16
  %1397 = insertelement <4 x float> poison, float %1395, i64 0
  %1398 = shufflevector <4 x float> %1397, <4 x float> poison, <4 x i32> zeroinitializer
  %1399 = fdiv <4 x float> %1396, %1398
  %1400 = getelementptr float, ptr addrspace(1) %3, i64 %47
  %1401 = getelementptr float, ptr addrspace(1) %1400, i64 %12
  store <4 x float> %1399, ptr addrspace(1) %1401, align 16
  %1402 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %59
  %1403 = load float, ptr addrspace(3) %1402, align 4
  %1404 = load <4 x float>, ptr addrspace(3) %164, align 16
  %1405 = insertelement <4 x float> poison, float %1403, i64 0
  %1406 = shufflevector <4 x float> %1405, <4 x float> poison, <4 x i32> zeroinitializer
  %1407 = fdiv <4 x float> %1404, %1406
  %1408 = getelementptr float, ptr addrspace(1) %3, i64 %62
  %1409 = getelementptr float, ptr addrspace(1) %1408, i64 %12
  store <4 x float> %1407, ptr addrspace(1) %1409, align 16
  %1410 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %74
  %1411 = load float, ptr addrspace(3) %1410, align 4
  %1412 = load <4 x float>, ptr addrspace(3) %174, align 16
  %1413 = insertelement <4 x float> poison, float %1411, i64 0
  %1414 = shufflevector <4 x float> %1413, <4 x float> poison, <4 x i32> zeroinitializer
  %1415 = fdiv <4 x float> %1412, %1414
  %1416 = getelementptr float, ptr addrspace(1) %3, i64 %77
  %1417 = getelementptr float, ptr addrspace(1) %1416, i64 %12
  store <4 x float> %1415, ptr addrspace(1) %1417, align 16
  %1418 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %89
  %1419 = load float, ptr addrspace(3) %1418, align 4
  %1420 = load <4 x float>, ptr addrspace(3) %184, align 16
  %1421 = insertelement <4 x float> poison, float %1419, i64 0
  %1422 = shufflevector <4 x float> %1421, <4 x float> poison, <4 x i32> zeroinitializer
  %1423 = fdiv <4 x float> %1420, %1422
  %1424 = getelementptr float, ptr addrspace(1) %3, i64 %92
  %1425 = getelementptr float, ptr addrspace(1) %1424, i64 %12
  store <4 x float> %1423, ptr addrspace(1) %1425, align 16
  %1426 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %104
  %1427 = load float, ptr addrspace(3) %1426, align 4
  %1428 = load <4 x float>, ptr addrspace(3) %194, align 16
  %1429 = insertelement <4 x float> poison, float %1427, i64 0
  %1430 = shufflevector <4 x float> %1429, <4 x float> poison, <4 x i32> zeroinitializer
  %1431 = fdiv <4 x float> %1428, %1430
  %1432 = getelementptr float, ptr addrspace(1) %3, i64 %107
  %1433 = getelementptr float, ptr addrspace(1) %1432, i64 %12
  store <4 x float> %1431, ptr addrspace(1) %1433, align 16
  %1434 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %119
  %1435 = load float, ptr addrspace(3) %1434, align 4
  %1436 = load <4 x float>, ptr addrspace(3) %204, align 16
  %1437 = insertelement <4 x float> poison, float %1435, i64 0
  %1438 = shufflevector <4 x float> %1437, <4 x float> poison, <4 x i32> zeroinitializer
  %1439 = fdiv <4 x float> %1436, %1438
  %1440 = getelementptr float, ptr addrspace(1) %3, i64 %122
  %1441 = getelementptr float, ptr addrspace(1) %1440, i64 %12
  store <4 x float> %1439, ptr addrspace(1) %1441, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { convergent nounwind }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
