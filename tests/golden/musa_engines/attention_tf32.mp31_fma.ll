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
  %133 = icmp ult i32 %7, 64
  br i1 %133, label %134, label %136

134: ; preds = %6
  %135 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %135, align 4
  br label %136

136: ; preds = %134, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %133, label %137, label %139

137: ; preds = %136
  %138 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %138, align 4
  br label %139

139: ; preds = %137, %136
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %132, label %140, label %215

140: ; preds = %139
  %141 = shl i32 %14, 6
  %142 = sext i32 %141 to i64
  %143 = getelementptr float, ptr addrspace(1) %1, i64 %142
  %144 = getelementptr float, ptr addrspace(1) %143, i64 %12
  %145 = load float, ptr addrspace(1) %144, align 16
  %146 = getelementptr inbounds i8, ptr addrspace(1) %144, i64 4
  %147 = load float, ptr addrspace(1) %146, align 4
  %148 = getelementptr inbounds i8, ptr addrspace(1) %144, i64 8
  %149 = load float, ptr addrspace(1) %148, align 8
  %150 = getelementptr inbounds i8, ptr addrspace(1) %144, i64 12
  %151 = load float, ptr addrspace(1) %150, align 4
  %152 = shl i32 %29, 6
  %153 = sext i32 %152 to i64
  %154 = getelementptr float, ptr addrspace(1) %1, i64 %153
  %155 = getelementptr float, ptr addrspace(1) %154, i64 %12
  %156 = load float, ptr addrspace(1) %155, align 16
  %157 = getelementptr inbounds i8, ptr addrspace(1) %155, i64 4
  %158 = load float, ptr addrspace(1) %157, align 4
  %159 = getelementptr inbounds i8, ptr addrspace(1) %155, i64 8
  %160 = load float, ptr addrspace(1) %159, align 8
  %161 = getelementptr inbounds i8, ptr addrspace(1) %155, i64 12
  %162 = load float, ptr addrspace(1) %161, align 4
  %163 = shl i32 %44, 6
  %164 = sext i32 %163 to i64
  %165 = getelementptr float, ptr addrspace(1) %1, i64 %164
  %166 = getelementptr float, ptr addrspace(1) %165, i64 %12
  %167 = load float, ptr addrspace(1) %166, align 16
  %168 = getelementptr inbounds i8, ptr addrspace(1) %166, i64 4
  %169 = load float, ptr addrspace(1) %168, align 4
  %170 = getelementptr inbounds i8, ptr addrspace(1) %166, i64 8
  %171 = load float, ptr addrspace(1) %170, align 8
  %172 = getelementptr inbounds i8, ptr addrspace(1) %166, i64 12
  %173 = load float, ptr addrspace(1) %172, align 4
  %174 = shl i32 %59, 6
  %175 = sext i32 %174 to i64
  %176 = getelementptr float, ptr addrspace(1) %1, i64 %175
  %177 = getelementptr float, ptr addrspace(1) %176, i64 %12
  %178 = load float, ptr addrspace(1) %177, align 16
  %179 = getelementptr inbounds i8, ptr addrspace(1) %177, i64 4
  %180 = load float, ptr addrspace(1) %179, align 4
  %181 = getelementptr inbounds i8, ptr addrspace(1) %177, i64 8
  %182 = load float, ptr addrspace(1) %181, align 8
  %183 = getelementptr inbounds i8, ptr addrspace(1) %177, i64 12
  %184 = load float, ptr addrspace(1) %183, align 4
  %185 = getelementptr float, ptr addrspace(1) %2, i64 %142
  %186 = getelementptr float, ptr addrspace(1) %185, i64 %12
  %187 = load float, ptr addrspace(1) %186, align 16
  %188 = getelementptr inbounds i8, ptr addrspace(1) %186, i64 4
  %189 = load float, ptr addrspace(1) %188, align 4
  %190 = getelementptr inbounds i8, ptr addrspace(1) %186, i64 8
  %191 = load float, ptr addrspace(1) %190, align 8
  %192 = getelementptr inbounds i8, ptr addrspace(1) %186, i64 12
  %193 = load float, ptr addrspace(1) %192, align 4
  %194 = getelementptr float, ptr addrspace(1) %2, i64 %153
  %195 = getelementptr float, ptr addrspace(1) %194, i64 %12
  %196 = load float, ptr addrspace(1) %195, align 16
  %197 = getelementptr inbounds i8, ptr addrspace(1) %195, i64 4
  %198 = load float, ptr addrspace(1) %197, align 4
  %199 = getelementptr inbounds i8, ptr addrspace(1) %195, i64 8
  %200 = load float, ptr addrspace(1) %199, align 8
  %201 = getelementptr inbounds i8, ptr addrspace(1) %195, i64 12
  %202 = load float, ptr addrspace(1) %201, align 4
  %203 = getelementptr float, ptr addrspace(1) %2, i64 %164
  %204 = getelementptr float, ptr addrspace(1) %203, i64 %12
  %205 = load float, ptr addrspace(1) %204, align 16
  %206 = getelementptr inbounds i8, ptr addrspace(1) %204, i64 4
  %207 = load float, ptr addrspace(1) %206, align 4
  %208 = getelementptr inbounds i8, ptr addrspace(1) %204, i64 8
  %209 = load float, ptr addrspace(1) %208, align 8
  %210 = getelementptr inbounds i8, ptr addrspace(1) %204, i64 12
  %211 = load float, ptr addrspace(1) %210, align 4
  %212 = getelementptr float, ptr addrspace(1) %2, i64 %175
  %213 = getelementptr float, ptr addrspace(1) %212, i64 %12
  %214 = load <4 x float>, ptr addrspace(1) %213, align 16
  br label %215

215: ; preds = %139, %140
  %216 = phi float [ %211, %140 ], [ 0.000000e+00, %139 ]
  %217 = phi float [ %209, %140 ], [ 0.000000e+00, %139 ]
  %218 = phi float [ %207, %140 ], [ 0.000000e+00, %139 ]
  %219 = phi float [ %205, %140 ], [ 0.000000e+00, %139 ]
  %220 = phi float [ %193, %140 ], [ 0.000000e+00, %139 ]
  %221 = phi float [ %191, %140 ], [ 0.000000e+00, %139 ]
  %222 = phi float [ %189, %140 ], [ 0.000000e+00, %139 ]
  %223 = phi float [ %187, %140 ], [ 0.000000e+00, %139 ]
  %224 = phi float [ %173, %140 ], [ 0.000000e+00, %139 ]
  %225 = phi float [ %171, %140 ], [ 0.000000e+00, %139 ]
  %226 = phi float [ %169, %140 ], [ 0.000000e+00, %139 ]
  %227 = phi float [ %167, %140 ], [ 0.000000e+00, %139 ]
  %228 = phi float [ %151, %140 ], [ 0.000000e+00, %139 ]
  %229 = phi float [ %149, %140 ], [ 0.000000e+00, %139 ]
  %230 = phi float [ %147, %140 ], [ 0.000000e+00, %139 ]
  %231 = phi float [ %145, %140 ], [ 0.000000e+00, %139 ]
  %232 = phi float [ %156, %140 ], [ 0.000000e+00, %139 ]
  %233 = phi float [ %158, %140 ], [ 0.000000e+00, %139 ]
  %234 = phi float [ %160, %140 ], [ 0.000000e+00, %139 ]
  %235 = phi float [ %162, %140 ], [ 0.000000e+00, %139 ]
  %236 = phi float [ %178, %140 ], [ 0.000000e+00, %139 ]
  %237 = phi float [ %180, %140 ], [ 0.000000e+00, %139 ]
  %238 = phi float [ %182, %140 ], [ 0.000000e+00, %139 ]
  %239 = phi float [ %184, %140 ], [ 0.000000e+00, %139 ]
  %240 = phi float [ %196, %140 ], [ 0.000000e+00, %139 ]
  %241 = phi float [ %198, %140 ], [ 0.000000e+00, %139 ]
  %242 = phi float [ %200, %140 ], [ 0.000000e+00, %139 ]
  %243 = phi float [ %202, %140 ], [ 0.000000e+00, %139 ]
  %244 = phi <4 x float> [ %214, %140 ], [ zeroinitializer, %139 ]
  %245 = trunc i64 %11 to i32
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %245
  %247 = or i32 %245, 1
  %248 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %247
  %249 = or i32 %245, 2
  %250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %249
  %251 = or i32 %245, 3
  %252 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %251
  %253 = and i64 %27, 4294967232
  %254 = or i64 %253, %12
  %255 = trunc i64 %254 to i32
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %255
  %257 = or i32 %255, 1
  %258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %257
  %259 = or i32 %255, 2
  %260 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %259
  %261 = or i32 %255, 3
  %262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %261
  %263 = and i64 %42, 4294967232
  %264 = or i64 %263, %12
  %265 = trunc i64 %264 to i32
  %266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %265
  %267 = or i32 %265, 1
  %268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %267
  %269 = or i32 %265, 2
  %270 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %269
  %271 = or i32 %265, 3
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %271
  %273 = and i64 %57, 4294967232
  %274 = or i64 %273, %12
  %275 = trunc i64 %274 to i32
  %276 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %275
  %277 = or i32 %275, 1
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %277
  %279 = or i32 %275, 2
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %279
  %281 = or i32 %275, 3
  %282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %281
  %283 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %245
  %284 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %247
  %285 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %249
  %286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %251
  %287 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %255
  %288 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %257
  %289 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %259
  %290 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %261
  %291 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %265
  %292 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %267
  %293 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %269
  %294 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %271
  %295 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %275
  %296 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %277
  %297 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %279
  %298 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %281
  %299 = and i64 %72, 4294967232
  %300 = or i64 %299, %12
  %301 = trunc i64 %300 to i32
  %302 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %301
  %303 = or i32 %301, 1
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %303
  %305 = or i32 %301, 2
  %306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %305
  %307 = or i32 %301, 3
  %308 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %307
  %309 = and i64 %87, 4294967232
  %310 = or i64 %309, %12
  %311 = trunc i64 %310 to i32
  %312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %311
  %313 = or i32 %311, 1
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %313
  %315 = or i32 %311, 2
  %316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %315
  %317 = or i32 %311, 3
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %317
  %319 = and i64 %102, 4294967232
  %320 = or i64 %319, %12
  %321 = trunc i64 %320 to i32
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %321
  %323 = or i32 %321, 1
  %324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %323
  %325 = or i32 %321, 2
  %326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %325
  %327 = or i32 %321, 3
  %328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %327
  %329 = and i64 %117, 4294967232
  %330 = or i64 %329, %12
  %331 = trunc i64 %330 to i32
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %331
  %333 = or i32 %331, 1
  %334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %333
  %335 = or i32 %331, 2
  %336 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %335
  %337 = or i32 %331, 3
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %337
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %245
  %340 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %247
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %249
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %251
  %343 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %255
  %344 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %257
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %259
  %346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %261
  %347 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %265
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %267
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %269
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %271
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %275
  %352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %277
  %353 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %279
  %354 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %281
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %301
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %303
  %357 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %305
  %358 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %307
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %311
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %313
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %315
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %317
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %321
  %364 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %323
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %325
  %366 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %327
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %331
  %368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %333
  %369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %335
  %370 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %337
  %371 = and i64 %11, 28
  %372 = lshr i64 %11, 5
  %373 = or i64 %371, 1
  %374 = or i64 %371, 2
  %375 = or i64 %371, 3
  %376 = shl nuw nsw i64 %371, 6
  %377 = add nuw nsw i64 %376, %372
  %378 = trunc i64 %377 to i32
  %379 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %378
  %380 = and i64 %11, -32
  %381 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %245
  %382 = shl nuw nsw i64 %373, 6
  %383 = add nuw nsw i64 %382, %372
  %384 = trunc i64 %383 to i32
  %385 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %384
  %386 = or i64 %373, %380
  %387 = trunc i64 %386 to i32
  %388 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %387
  %389 = shl nuw nsw i64 %374, 6
  %390 = add nuw nsw i64 %389, %372
  %391 = trunc i64 %390 to i32
  %392 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %391
  %393 = or i64 %374, %380
  %394 = trunc i64 %393 to i32
  %395 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %394
  %396 = shl nuw nsw i64 %375, 6
  %397 = add nuw nsw i64 %396, %372
  %398 = trunc i64 %397 to i32
  %399 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %398
  %400 = or i64 %375, %380
  %401 = trunc i64 %400 to i32
  %402 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %401
  %403 = lshr i64 %27, 5
  %404 = add nuw nsw i64 %403, %376
  %405 = trunc i64 %404 to i32
  %406 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %405
  %407 = and i64 %27, -32
  %408 = or i64 %407, %371
  %409 = trunc i64 %408 to i32
  %410 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %409
  %411 = add nuw nsw i64 %382, %403
  %412 = trunc i64 %411 to i32
  %413 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %412
  %414 = or i64 %373, %407
  %415 = trunc i64 %414 to i32
  %416 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %415
  %417 = add nuw nsw i64 %389, %403
  %418 = trunc i64 %417 to i32
  %419 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %418
  %420 = or i64 %374, %407
  %421 = trunc i64 %420 to i32
  %422 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %421
  %423 = add nuw nsw i64 %396, %403
  %424 = trunc i64 %423 to i32
  %425 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %424
  %426 = or i64 %375, %407
  %427 = trunc i64 %426 to i32
  %428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %427
  %429 = lshr i64 %42, 5
  %430 = add nuw nsw i64 %429, %376
  %431 = trunc i64 %430 to i32
  %432 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %431
  %433 = and i64 %42, -32
  %434 = or i64 %433, %371
  %435 = trunc i64 %434 to i32
  %436 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %435
  %437 = add nuw nsw i64 %382, %429
  %438 = trunc i64 %437 to i32
  %439 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %438
  %440 = or i64 %373, %433
  %441 = trunc i64 %440 to i32
  %442 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %441
  %443 = add nuw nsw i64 %389, %429
  %444 = trunc i64 %443 to i32
  %445 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %444
  %446 = or i64 %374, %433
  %447 = trunc i64 %446 to i32
  %448 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %447
  %449 = add nuw nsw i64 %396, %429
  %450 = trunc i64 %449 to i32
  %451 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %450
  %452 = or i64 %375, %433
  %453 = trunc i64 %452 to i32
  %454 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %453
  %455 = lshr i64 %57, 5
  %456 = add nuw nsw i64 %455, %376
  %457 = trunc i64 %456 to i32
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %457
  %459 = and i64 %57, -32
  %460 = or i64 %459, %371
  %461 = trunc i64 %460 to i32
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %461
  %463 = add nuw nsw i64 %382, %455
  %464 = trunc i64 %463 to i32
  %465 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %464
  %466 = or i64 %373, %459
  %467 = trunc i64 %466 to i32
  %468 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %467
  %469 = add nuw nsw i64 %389, %455
  %470 = trunc i64 %469 to i32
  %471 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %470
  %472 = or i64 %374, %459
  %473 = trunc i64 %472 to i32
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %473
  %475 = add nuw nsw i64 %396, %455
  %476 = trunc i64 %475 to i32
  %477 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %476
  %478 = or i64 %375, %459
  %479 = trunc i64 %478 to i32
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %479
  %481 = and i64 %8, 31
  %482 = shl nsw i64 %8, 1
  %483 = and i64 %482, 4294967232
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %7
  %485 = add nsw i64 %8, 128
  %486 = shl nsw i64 %485, 1
  %487 = and i64 %486, 4294967232
  %488 = trunc i64 %485 to i32
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %488
  %490 = add nsw i64 %8, 256
  %491 = shl nsw i64 %490, 1
  %492 = and i64 %491, 4294967232
  %493 = trunc i64 %490 to i32
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %493
  %495 = add nsw i64 %8, 384
  %496 = shl nsw i64 %495, 1
  %497 = and i64 %496, 4294967232
  %498 = trunc i64 %495 to i32
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %498
  %500 = add nsw i64 %8, 512
  %501 = shl nsw i64 %500, 1
  %502 = and i64 %501, 4294967232
  %503 = trunc i64 %500 to i32
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %503
  %505 = add nsw i64 %8, 640
  %506 = shl nsw i64 %505, 1
  %507 = and i64 %506, 4294967232
  %508 = trunc i64 %505 to i32
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %508
  %510 = add nsw i64 %8, 768
  %511 = shl nsw i64 %510, 1
  %512 = and i64 %511, 4294967232
  %513 = trunc i64 %510 to i32
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %513
  %515 = add nsw i64 %8, 896
  %516 = shl nsw i64 %515, 1
  %517 = and i64 %516, 4294967232
  %518 = trunc i64 %515 to i32
  %519 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %518
  %520 = add nsw i64 %8, 1024
  %521 = shl nsw i64 %520, 1
  %522 = and i64 %521, 4294967232
  %523 = trunc i64 %520 to i32
  %524 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %523
  %525 = add nsw i64 %8, 1152
  %526 = shl nsw i64 %525, 1
  %527 = and i64 %526, 4294967232
  %528 = trunc i64 %525 to i32
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %528
  %530 = add nsw i64 %8, 1280
  %531 = shl nsw i64 %530, 1
  %532 = and i64 %531, 4294967232
  %533 = trunc i64 %530 to i32
  %534 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %533
  %535 = add nsw i64 %8, 1408
  %536 = shl nsw i64 %535, 1
  %537 = and i64 %536, 4294967232
  %538 = trunc i64 %535 to i32
  %539 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %538
  %540 = add nsw i64 %8, 1536
  %541 = shl nsw i64 %540, 1
  %542 = and i64 %541, 4294967232
  %543 = trunc i64 %540 to i32
  %544 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %543
  %545 = add nsw i64 %8, 1664
  %546 = shl nsw i64 %545, 1
  %547 = and i64 %546, 4294967232
  %548 = trunc i64 %545 to i32
  %549 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %548
  %550 = add nsw i64 %8, 1792
  %551 = shl nsw i64 %550, 1
  %552 = and i64 %551, 4294967232
  %553 = trunc i64 %550 to i32
  %554 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %553
  %555 = add nsw i64 %8, 1920
  %556 = shl nsw i64 %555, 1
  %557 = and i64 %556, 4294967232
  %558 = trunc i64 %555 to i32
  %559 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %558
  %560 = and i64 %8, 1
  %561 = icmp ult i32 %7, 128
  %562 = icmp eq i64 %560, 0
  %563 = and i1 %561, %562
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %245
  %565 = trunc i64 %372 to i32
  %566 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %565
  %567 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %565
  %568 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %387
  %569 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %394
  %570 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %401
  %571 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %409
  %572 = trunc i64 %403 to i32
  %573 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %572
  %574 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %572
  %575 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %415
  %576 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %421
  %577 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %427
  %578 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %435
  %579 = trunc i64 %429 to i32
  %580 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %579
  %581 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %579
  %582 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %441
  %583 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %447
  %584 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %453
  %585 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %461
  %586 = trunc i64 %455 to i32
  %587 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %586
  %588 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %586
  %589 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %467
  %590 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %473
  %591 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %479
  %592 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %245
  %593 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %387
  %594 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %394
  %595 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %401
  %596 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %409
  %597 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %415
  %598 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %421
  %599 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %427
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %435
  %601 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %441
  %602 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %447
  %603 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %453
  %604 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %461
  %605 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %467
  %606 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %473
  %607 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %479
  %608 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %245
  %609 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %247
  %610 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %249
  %611 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %251
  %612 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %255
  %613 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %257
  %614 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %259
  %615 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %261
  %616 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %265
  %617 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %267
  %618 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %269
  %619 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %271
  %620 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %275
  %621 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %277
  %622 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %279
  %623 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %281
  %624 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %245
  %625 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %255
  %626 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %265
  %627 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %275
  %628 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %301
  %629 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %311
  %630 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %321
  %631 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %331
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %12
  %invariant.gep91 = getelementptr float, ptr addrspace(1) %2, i64 %12
  br i1 %132, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %215
  %632 = shl nsw i64 %8, 4
  %633 = and i64 %632, -32
  %634 = select i1 %561, i64 %633, i64 0
  %635 = shl nuw nsw i64 %560, 2
  %636 = extractelement <4 x float> %244, i64 3
  %637 = extractelement <4 x float> %244, i64 2
  %638 = extractelement <4 x float> %244, i64 1
  %639 = extractelement <4 x float> %244, i64 0
  %640 = lshr i32 %7, 1
  %641 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %640
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %643 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %7
  %644 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %7
  %645 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41984), i32 %640
  %646 = and i64 %8, 63
  %647 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %648 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41984), i32 %7
  %649 = or i64 %635, %634
  %650 = trunc i64 %649 to i32
  %651 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %650
  %652 = or i32 %650, 1
  %653 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %652
  %654 = or i32 %650, 2
  %655 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %654
  %656 = or i32 %650, 3
  %657 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %656
  %658 = or i64 %635, %634
  %659 = trunc i64 %658 to i32
  %660 = or i32 %659, 8
  %661 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %660
  %662 = or i32 %659, 9
  %663 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %662
  %664 = or i32 %659, 10
  %665 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %664
  %666 = or i32 %659, 11
  %667 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %666
  %668 = or i64 %635, %634
  %669 = trunc i64 %668 to i32
  %670 = or i32 %669, 16
  %671 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %670
  %672 = or i32 %669, 17
  %673 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %672
  %674 = or i32 %669, 18
  %675 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %674
  %676 = or i32 %669, 19
  %677 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %676
  %678 = or i64 %635, %634
  %679 = trunc i64 %678 to i32
  %680 = or i32 %679, 24
  %681 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %680
  %682 = or i32 %679, 25
  %683 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %682
  %684 = or i32 %679, 26
  %685 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %684
  %686 = or i32 %679, 27
  %687 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %686
  %688 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %650
  %689 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %652
  %690 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %654
  %691 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %656
  %692 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %660
  %693 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %662
  %694 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %664
  %695 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %666
  %696 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %670
  %697 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %672
  %698 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %674
  %699 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %676
  %700 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %680
  %701 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %682
  %702 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %684
  %703 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %686
  br label %704

704: ; preds = %.lr.ph, %1385
  %705 = phi float [ %636, %.lr.ph ], [ %1188, %1385 ]
  %706 = phi float [ %637, %.lr.ph ], [ %866, %1385 ]
  %707 = phi float [ %638, %.lr.ph ], [ %899, %1385 ]
  %708 = phi float [ %639, %.lr.ph ], [ %865, %1385 ]
  %709 = phi float [ %216, %.lr.ph ], [ %836, %1385 ]
  %710 = phi float [ %217, %.lr.ph ], [ %837, %1385 ]
  %711 = phi float [ %218, %.lr.ph ], [ %838, %1385 ]
  %712 = phi float [ %219, %.lr.ph ], [ %839, %1385 ]
  %713 = phi float [ %243, %.lr.ph ], [ %863, %1385 ]
  %714 = phi float [ %242, %.lr.ph ], [ %862, %1385 ]
  %715 = phi float [ %241, %.lr.ph ], [ %861, %1385 ]
  %716 = phi float [ %240, %.lr.ph ], [ %860, %1385 ]
  %717 = phi float [ %220, %.lr.ph ], [ %840, %1385 ]
  %718 = phi float [ %221, %.lr.ph ], [ %841, %1385 ]
  %719 = phi float [ %222, %.lr.ph ], [ %842, %1385 ]
  %720 = phi float [ %223, %.lr.ph ], [ %843, %1385 ]
  %721 = phi float [ %239, %.lr.ph ], [ %859, %1385 ]
  %722 = phi float [ %238, %.lr.ph ], [ %858, %1385 ]
  %723 = phi float [ %237, %.lr.ph ], [ %857, %1385 ]
  %724 = phi float [ %236, %.lr.ph ], [ %856, %1385 ]
  %725 = phi float [ %224, %.lr.ph ], [ %844, %1385 ]
  %726 = phi float [ %225, %.lr.ph ], [ %845, %1385 ]
  %727 = phi float [ %226, %.lr.ph ], [ %846, %1385 ]
  %728 = phi float [ %227, %.lr.ph ], [ %847, %1385 ]
  %729 = phi float [ %235, %.lr.ph ], [ %855, %1385 ]
  %730 = phi float [ %234, %.lr.ph ], [ %854, %1385 ]
  %731 = phi float [ %233, %.lr.ph ], [ %853, %1385 ]
  %732 = phi float [ %232, %.lr.ph ], [ %852, %1385 ]
  %733 = phi float [ %228, %.lr.ph ], [ %848, %1385 ]
  %734 = phi float [ %229, %.lr.ph ], [ %849, %1385 ]
  %735 = phi float [ %230, %.lr.ph ], [ %850, %1385 ]
  %736 = phi float [ %231, %.lr.ph ], [ %851, %1385 ]
  %737 = phi float [ 0.000000e+00, %.lr.ph ], [ %1417, %1385 ]
  %738 = phi float [ 0.000000e+00, %.lr.ph ], [ %1416, %1385 ]
  %739 = phi float [ 0.000000e+00, %.lr.ph ], [ %1415, %1385 ]
  %740 = phi float [ 0.000000e+00, %.lr.ph ], [ %1414, %1385 ]
  %741 = phi float [ 0.000000e+00, %.lr.ph ], [ %1413, %1385 ]
  %742 = phi float [ 0.000000e+00, %.lr.ph ], [ %1412, %1385 ]
  %743 = phi float [ 0.000000e+00, %.lr.ph ], [ %1411, %1385 ]
  %744 = phi float [ 0.000000e+00, %.lr.ph ], [ %1410, %1385 ]
  %745 = phi float [ 0.000000e+00, %.lr.ph ], [ %1409, %1385 ]
  %746 = phi float [ 0.000000e+00, %.lr.ph ], [ %1408, %1385 ]
  %747 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %1385 ]
  %748 = phi float [ 0.000000e+00, %.lr.ph ], [ %1406, %1385 ]
  %749 = phi float [ 0.000000e+00, %.lr.ph ], [ %1405, %1385 ]
  %750 = phi float [ 0.000000e+00, %.lr.ph ], [ %1404, %1385 ]
  %751 = phi float [ 0.000000e+00, %.lr.ph ], [ %1403, %1385 ]
  %752 = phi float [ 0.000000e+00, %.lr.ph ], [ %1402, %1385 ]
  %753 = phi float [ 0.000000e+00, %.lr.ph ], [ %1401, %1385 ]
  %754 = phi float [ 0.000000e+00, %.lr.ph ], [ %1400, %1385 ]
  %755 = phi float [ 0.000000e+00, %.lr.ph ], [ %1399, %1385 ]
  %756 = phi float [ 0.000000e+00, %.lr.ph ], [ %1398, %1385 ]
  %757 = phi float [ 0.000000e+00, %.lr.ph ], [ %1397, %1385 ]
  %758 = phi float [ 0.000000e+00, %.lr.ph ], [ %1396, %1385 ]
  %759 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %1385 ]
  %760 = phi float [ 0.000000e+00, %.lr.ph ], [ %1394, %1385 ]
  %761 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %1385 ]
  %762 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %1385 ]
  %763 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %1385 ]
  %764 = phi float [ 0.000000e+00, %.lr.ph ], [ %1390, %1385 ]
  %765 = phi float [ 0.000000e+00, %.lr.ph ], [ %1389, %1385 ]
  %766 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %1385 ]
  %767 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %1385 ]
  %768 = phi float [ 0.000000e+00, %.lr.ph ], [ %1386, %1385 ]
  %769 = phi i32 [ 0, %.lr.ph ], [ %770, %1385 ]
  tail call void @llvm.musa.syncthreads.lm()
  store float %736, ptr addrspace(3) %246, align 16
  store float %735, ptr addrspace(3) %248, align 4
  store float %734, ptr addrspace(3) %250, align 8
  store float %733, ptr addrspace(3) %252, align 4
  store float %732, ptr addrspace(3) %256, align 16
  store float %731, ptr addrspace(3) %258, align 4
  store float %730, ptr addrspace(3) %260, align 8
  store float %729, ptr addrspace(3) %262, align 4
  store float %728, ptr addrspace(3) %266, align 16
  store float %727, ptr addrspace(3) %268, align 4
  store float %726, ptr addrspace(3) %270, align 8
  store float %725, ptr addrspace(3) %272, align 4
  store float %724, ptr addrspace(3) %276, align 16
  store float %723, ptr addrspace(3) %278, align 4
  store float %722, ptr addrspace(3) %280, align 8
  store float %721, ptr addrspace(3) %282, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  store float %768, ptr addrspace(3) %283, align 16
  store float %767, ptr addrspace(3) %284, align 4
  store float %766, ptr addrspace(3) %285, align 8
  store float %765, ptr addrspace(3) %286, align 4
  store float %764, ptr addrspace(3) %287, align 16
  store float %763, ptr addrspace(3) %288, align 4
  store float %762, ptr addrspace(3) %289, align 8
  store float %761, ptr addrspace(3) %290, align 4
  store float %760, ptr addrspace(3) %291, align 16
  store float %759, ptr addrspace(3) %292, align 4
  store float %758, ptr addrspace(3) %293, align 8
  store float %757, ptr addrspace(3) %294, align 4
  store float %756, ptr addrspace(3) %295, align 16
  store float %755, ptr addrspace(3) %296, align 4
  store float %754, ptr addrspace(3) %297, align 8
  store float %753, ptr addrspace(3) %298, align 4
  store float %752, ptr addrspace(3) %302, align 16
  store float %751, ptr addrspace(3) %304, align 4
  store float %750, ptr addrspace(3) %306, align 8
  store float %749, ptr addrspace(3) %308, align 4
  store float %748, ptr addrspace(3) %312, align 16
  store float %747, ptr addrspace(3) %314, align 4
  store float %746, ptr addrspace(3) %316, align 8
  store float %745, ptr addrspace(3) %318, align 4
  store float %744, ptr addrspace(3) %322, align 16
  store float %743, ptr addrspace(3) %324, align 4
  store float %742, ptr addrspace(3) %326, align 8
  store float %741, ptr addrspace(3) %328, align 4
  store float %740, ptr addrspace(3) %332, align 16
  store float %739, ptr addrspace(3) %334, align 4
  store float %738, ptr addrspace(3) %336, align 8
  store float %737, ptr addrspace(3) %338, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %770 = add i32 %769, 32
  %771 = icmp slt i32 %770, %5
  br i1 %771, label %772, label %835

772: ; preds = %704
  %773 = add i32 %770, %14
  %774 = shl i32 %773, 6
  %775 = sext i32 %774 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %775
  %776 = load float, ptr addrspace(1) %gep, align 16
  %777 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %778 = load float, ptr addrspace(1) %777, align 4
  %779 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 8
  %780 = load float, ptr addrspace(1) %779, align 8
  %781 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 12
  %782 = load float, ptr addrspace(1) %781, align 4
  %783 = add i32 %770, %29
  %784 = shl i32 %783, 6
  %785 = sext i32 %784 to i64
  %gep86 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %785
  %786 = load float, ptr addrspace(1) %gep86, align 16
  %787 = getelementptr inbounds i8, ptr addrspace(1) %gep86, i64 4
  %788 = load float, ptr addrspace(1) %787, align 4
  %789 = getelementptr inbounds i8, ptr addrspace(1) %gep86, i64 8
  %790 = load float, ptr addrspace(1) %789, align 8
  %791 = getelementptr inbounds i8, ptr addrspace(1) %gep86, i64 12
  %792 = load float, ptr addrspace(1) %791, align 4
  %793 = add i32 %770, %44
  %794 = shl i32 %793, 6
  %795 = sext i32 %794 to i64
  %gep88 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %795
  %796 = load float, ptr addrspace(1) %gep88, align 16
  %797 = getelementptr inbounds i8, ptr addrspace(1) %gep88, i64 4
  %798 = load float, ptr addrspace(1) %797, align 4
  %799 = getelementptr inbounds i8, ptr addrspace(1) %gep88, i64 8
  %800 = load float, ptr addrspace(1) %799, align 8
  %801 = getelementptr inbounds i8, ptr addrspace(1) %gep88, i64 12
  %802 = load float, ptr addrspace(1) %801, align 4
  %803 = add i32 %770, %59
  %804 = shl i32 %803, 6
  %805 = sext i32 %804 to i64
  %gep90 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %805
  %806 = load float, ptr addrspace(1) %gep90, align 16
  %807 = getelementptr inbounds i8, ptr addrspace(1) %gep90, i64 4
  %808 = load float, ptr addrspace(1) %807, align 4
  %809 = getelementptr inbounds i8, ptr addrspace(1) %gep90, i64 8
  %810 = load float, ptr addrspace(1) %809, align 8
  %811 = getelementptr inbounds i8, ptr addrspace(1) %gep90, i64 12
  %812 = load float, ptr addrspace(1) %811, align 4
  %gep92 = getelementptr float, ptr addrspace(1) %invariant.gep91, i64 %775
  %813 = load float, ptr addrspace(1) %gep92, align 16
  %814 = getelementptr inbounds i8, ptr addrspace(1) %gep92, i64 4
  %815 = load float, ptr addrspace(1) %814, align 4
  %816 = getelementptr inbounds i8, ptr addrspace(1) %gep92, i64 8
  %817 = load float, ptr addrspace(1) %816, align 8
  %818 = getelementptr inbounds i8, ptr addrspace(1) %gep92, i64 12
  %819 = load float, ptr addrspace(1) %818, align 4
  %gep94 = getelementptr float, ptr addrspace(1) %invariant.gep91, i64 %785
  %820 = load float, ptr addrspace(1) %gep94, align 16
  %821 = getelementptr inbounds i8, ptr addrspace(1) %gep94, i64 4
  %822 = load float, ptr addrspace(1) %821, align 4
  %823 = getelementptr inbounds i8, ptr addrspace(1) %gep94, i64 8
  %824 = load float, ptr addrspace(1) %823, align 8
  %825 = getelementptr inbounds i8, ptr addrspace(1) %gep94, i64 12
  %826 = load float, ptr addrspace(1) %825, align 4
  %gep96 = getelementptr float, ptr addrspace(1) %invariant.gep91, i64 %795
  %827 = load float, ptr addrspace(1) %gep96, align 16
  %828 = getelementptr inbounds i8, ptr addrspace(1) %gep96, i64 4
  %829 = load float, ptr addrspace(1) %828, align 4
  %830 = getelementptr inbounds i8, ptr addrspace(1) %gep96, i64 8
  %831 = load float, ptr addrspace(1) %830, align 8
  %832 = getelementptr inbounds i8, ptr addrspace(1) %gep96, i64 12
  %833 = load float, ptr addrspace(1) %832, align 4
  %gep98 = getelementptr float, ptr addrspace(1) %invariant.gep91, i64 %805
  %834 = load <4 x float>, ptr addrspace(1) %gep98, align 16
  br label %835

835: ; preds = %704, %772
  %836 = phi float [ %833, %772 ], [ 0.000000e+00, %704 ]
  %837 = phi float [ %831, %772 ], [ 0.000000e+00, %704 ]
  %838 = phi float [ %829, %772 ], [ 0.000000e+00, %704 ]
  %839 = phi float [ %827, %772 ], [ 0.000000e+00, %704 ]
  %840 = phi float [ %819, %772 ], [ 0.000000e+00, %704 ]
  %841 = phi float [ %817, %772 ], [ 0.000000e+00, %704 ]
  %842 = phi float [ %815, %772 ], [ 0.000000e+00, %704 ]
  %843 = phi float [ %813, %772 ], [ 0.000000e+00, %704 ]
  %844 = phi float [ %802, %772 ], [ 0.000000e+00, %704 ]
  %845 = phi float [ %800, %772 ], [ 0.000000e+00, %704 ]
  %846 = phi float [ %798, %772 ], [ 0.000000e+00, %704 ]
  %847 = phi float [ %796, %772 ], [ 0.000000e+00, %704 ]
  %848 = phi float [ %782, %772 ], [ 0.000000e+00, %704 ]
  %849 = phi float [ %780, %772 ], [ 0.000000e+00, %704 ]
  %850 = phi float [ %778, %772 ], [ 0.000000e+00, %704 ]
  %851 = phi float [ %776, %772 ], [ 0.000000e+00, %704 ]
  %852 = phi float [ %786, %772 ], [ 0.000000e+00, %704 ]
  %853 = phi float [ %788, %772 ], [ 0.000000e+00, %704 ]
  %854 = phi float [ %790, %772 ], [ 0.000000e+00, %704 ]
  %855 = phi float [ %792, %772 ], [ 0.000000e+00, %704 ]
  %856 = phi float [ %806, %772 ], [ 0.000000e+00, %704 ]
  %857 = phi float [ %808, %772 ], [ 0.000000e+00, %704 ]
  %858 = phi float [ %810, %772 ], [ 0.000000e+00, %704 ]
  %859 = phi float [ %812, %772 ], [ 0.000000e+00, %704 ]
  %860 = phi float [ %820, %772 ], [ 0.000000e+00, %704 ]
  %861 = phi float [ %822, %772 ], [ 0.000000e+00, %704 ]
  %862 = phi float [ %824, %772 ], [ 0.000000e+00, %704 ]
  %863 = phi float [ %826, %772 ], [ 0.000000e+00, %704 ]
  %864 = phi <4 x float> [ %834, %772 ], [ zeroinitializer, %704 ]
  %865 = extractelement <4 x float> %864, i64 0
  %866 = extractelement <4 x float> %864, i64 2
  store float %20, ptr addrspace(3) %339, align 16
  store float %22, ptr addrspace(3) %340, align 4
  store float %24, ptr addrspace(3) %341, align 8
  store float %26, ptr addrspace(3) %342, align 4
  store float %35, ptr addrspace(3) %343, align 16
  store float %37, ptr addrspace(3) %344, align 4
  store float %39, ptr addrspace(3) %345, align 8
  store float %41, ptr addrspace(3) %346, align 4
  store float %50, ptr addrspace(3) %347, align 16
  store float %52, ptr addrspace(3) %348, align 4
  store float %54, ptr addrspace(3) %349, align 8
  store float %56, ptr addrspace(3) %350, align 4
  store float %65, ptr addrspace(3) %351, align 16
  store float %67, ptr addrspace(3) %352, align 4
  store float %69, ptr addrspace(3) %353, align 8
  store float %71, ptr addrspace(3) %354, align 4
  store float %80, ptr addrspace(3) %355, align 16
  store float %82, ptr addrspace(3) %356, align 4
  store float %84, ptr addrspace(3) %357, align 8
  store float %86, ptr addrspace(3) %358, align 4
  store float %95, ptr addrspace(3) %359, align 16
  store float %97, ptr addrspace(3) %360, align 4
  store float %99, ptr addrspace(3) %361, align 8
  store float %101, ptr addrspace(3) %362, align 4
  store float %110, ptr addrspace(3) %363, align 16
  store float %112, ptr addrspace(3) %364, align 4
  store float %114, ptr addrspace(3) %365, align 8
  store float %116, ptr addrspace(3) %366, align 4
  store float %125, ptr addrspace(3) %367, align 16
  store float %127, ptr addrspace(3) %368, align 4
  store float %129, ptr addrspace(3) %369, align 8
  store float %131, ptr addrspace(3) %370, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %867 = load float, ptr addrspace(3) %379, align 4
  store float %867, ptr addrspace(3) %381, align 16
  %868 = load float, ptr addrspace(3) %385, align 4
  store float %868, ptr addrspace(3) %388, align 4
  %869 = load float, ptr addrspace(3) %392, align 4
  store float %869, ptr addrspace(3) %395, align 8
  %870 = load float, ptr addrspace(3) %399, align 4
  store float %870, ptr addrspace(3) %402, align 4
  %871 = load float, ptr addrspace(3) %406, align 4
  store float %871, ptr addrspace(3) %410, align 16
  %872 = load float, ptr addrspace(3) %413, align 4
  store float %872, ptr addrspace(3) %416, align 4
  %873 = load float, ptr addrspace(3) %419, align 4
  store float %873, ptr addrspace(3) %422, align 8
  %874 = load float, ptr addrspace(3) %425, align 4
  store float %874, ptr addrspace(3) %428, align 4
  %875 = load float, ptr addrspace(3) %432, align 4
  store float %875, ptr addrspace(3) %436, align 16
  %876 = load float, ptr addrspace(3) %439, align 4
  store float %876, ptr addrspace(3) %442, align 4
  %877 = load float, ptr addrspace(3) %445, align 4
  store float %877, ptr addrspace(3) %448, align 8
  %878 = load float, ptr addrspace(3) %451, align 4
  store float %878, ptr addrspace(3) %454, align 4
  %879 = load float, ptr addrspace(3) %458, align 4
  store float %879, ptr addrspace(3) %462, align 16
  %880 = load float, ptr addrspace(3) %465, align 4
  store float %880, ptr addrspace(3) %468, align 4
  %881 = load float, ptr addrspace(3) %471, align 4
  store float %881, ptr addrspace(3) %474, align 8
  %882 = load float, ptr addrspace(3) %477, align 4
  store float %882, ptr addrspace(3) %480, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %883

883: ; preds = %835, %883
  %884 = phi float [ 0.000000e+00, %835 ], [ %895, %883 ]
  %885 = phi i64 [ 0, %835 ], [ %896, %883 ]
  %886 = or i64 %885, %483
  %887 = trunc i64 %886 to i32
  %888 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %887
  %889 = load float, ptr addrspace(3) %888, align 4
  %890 = shl nuw nsw i64 %885, 5
  %891 = or i64 %890, %481
  %892 = trunc i64 %891 to i32
  %893 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %892
  %894 = load float, ptr addrspace(3) %893, align 4
  %895 = tail call float @llvm.fma.f32(float %889, float %894, float %884)
  %896 = add nuw nsw i64 %885, 1
  %897 = icmp ult i64 %885, 63
  br i1 %897, label %883, label %898

898: ; preds = %883
  %899 = extractelement <4 x float> %864, i64 1
  store float %895, ptr addrspace(3) %484, align 4
  br label %900

900: ; preds = %898, %900
  %901 = phi float [ 0.000000e+00, %898 ], [ %912, %900 ]
  %902 = phi i64 [ 0, %898 ], [ %913, %900 ]
  %903 = or i64 %902, %487
  %904 = trunc i64 %903 to i32
  %905 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %904
  %906 = load float, ptr addrspace(3) %905, align 4
  %907 = shl nuw nsw i64 %902, 5
  %908 = or i64 %907, %481
  %909 = trunc i64 %908 to i32
  %910 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %909
  %911 = load float, ptr addrspace(3) %910, align 4
  %912 = tail call float @llvm.fma.f32(float %906, float %911, float %901)
  %913 = add nuw nsw i64 %902, 1
  %914 = icmp ult i64 %902, 63
  br i1 %914, label %900, label %915

915: ; preds = %900
  store float %912, ptr addrspace(3) %489, align 4
  br label %916

916: ; preds = %915, %916
  %917 = phi float [ 0.000000e+00, %915 ], [ %928, %916 ]
  %918 = phi i64 [ 0, %915 ], [ %929, %916 ]
  %919 = or i64 %918, %492
  %920 = trunc i64 %919 to i32
  %921 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %920
  %922 = load float, ptr addrspace(3) %921, align 4
  %923 = shl nuw nsw i64 %918, 5
  %924 = or i64 %923, %481
  %925 = trunc i64 %924 to i32
  %926 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %925
  %927 = load float, ptr addrspace(3) %926, align 4
  %928 = tail call float @llvm.fma.f32(float %922, float %927, float %917)
  %929 = add nuw nsw i64 %918, 1
  %930 = icmp ult i64 %918, 63
  br i1 %930, label %916, label %931

931: ; preds = %916
  store float %928, ptr addrspace(3) %494, align 4
  br label %932

932: ; preds = %931, %932
  %933 = phi float [ 0.000000e+00, %931 ], [ %944, %932 ]
  %934 = phi i64 [ 0, %931 ], [ %945, %932 ]
  %935 = or i64 %934, %497
  %936 = trunc i64 %935 to i32
  %937 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %936
  %938 = load float, ptr addrspace(3) %937, align 4
  %939 = shl nuw nsw i64 %934, 5
  %940 = or i64 %939, %481
  %941 = trunc i64 %940 to i32
  %942 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %941
  %943 = load float, ptr addrspace(3) %942, align 4
  %944 = tail call float @llvm.fma.f32(float %938, float %943, float %933)
  %945 = add nuw nsw i64 %934, 1
  %946 = icmp ult i64 %934, 63
  br i1 %946, label %932, label %947

947: ; preds = %932
  store float %944, ptr addrspace(3) %499, align 4
  br label %948

948: ; preds = %947, %948
  %949 = phi float [ 0.000000e+00, %947 ], [ %960, %948 ]
  %950 = phi i64 [ 0, %947 ], [ %961, %948 ]
  %951 = or i64 %950, %502
  %952 = trunc i64 %951 to i32
  %953 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %952
  %954 = load float, ptr addrspace(3) %953, align 4
  %955 = shl nuw nsw i64 %950, 5
  %956 = or i64 %955, %481
  %957 = trunc i64 %956 to i32
  %958 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %957
  %959 = load float, ptr addrspace(3) %958, align 4
  %960 = tail call float @llvm.fma.f32(float %954, float %959, float %949)
  %961 = add nuw nsw i64 %950, 1
  %962 = icmp ult i64 %950, 63
  br i1 %962, label %948, label %963

963: ; preds = %948
  store float %960, ptr addrspace(3) %504, align 4
  br label %964

964: ; preds = %963, %964
  %965 = phi float [ 0.000000e+00, %963 ], [ %976, %964 ]
  %966 = phi i64 [ 0, %963 ], [ %977, %964 ]
  %967 = or i64 %966, %507
  %968 = trunc i64 %967 to i32
  %969 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %968
  %970 = load float, ptr addrspace(3) %969, align 4
  %971 = shl nuw nsw i64 %966, 5
  %972 = or i64 %971, %481
  %973 = trunc i64 %972 to i32
  %974 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %973
  %975 = load float, ptr addrspace(3) %974, align 4
  %976 = tail call float @llvm.fma.f32(float %970, float %975, float %965)
  %977 = add nuw nsw i64 %966, 1
  %978 = icmp ult i64 %966, 63
  br i1 %978, label %964, label %979

979: ; preds = %964
  store float %976, ptr addrspace(3) %509, align 4
  br label %980

980: ; preds = %979, %980
  %981 = phi float [ 0.000000e+00, %979 ], [ %992, %980 ]
  %982 = phi i64 [ 0, %979 ], [ %993, %980 ]
  %983 = or i64 %982, %512
  %984 = trunc i64 %983 to i32
  %985 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %984
  %986 = load float, ptr addrspace(3) %985, align 4
  %987 = shl nuw nsw i64 %982, 5
  %988 = or i64 %987, %481
  %989 = trunc i64 %988 to i32
  %990 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %989
  %991 = load float, ptr addrspace(3) %990, align 4
  %992 = tail call float @llvm.fma.f32(float %986, float %991, float %981)
  %993 = add nuw nsw i64 %982, 1
  %994 = icmp ult i64 %982, 63
  br i1 %994, label %980, label %995

995: ; preds = %980
  store float %992, ptr addrspace(3) %514, align 4
  br label %996

996: ; preds = %995, %996
  %997 = phi float [ 0.000000e+00, %995 ], [ %1008, %996 ]
  %998 = phi i64 [ 0, %995 ], [ %1009, %996 ]
  %999 = or i64 %998, %517
  %1000 = trunc i64 %999 to i32
  %1001 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1000
  %1002 = load float, ptr addrspace(3) %1001, align 4
  %1003 = shl nuw nsw i64 %998, 5
  %1004 = or i64 %1003, %481
  %1005 = trunc i64 %1004 to i32
  %1006 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1005
  %1007 = load float, ptr addrspace(3) %1006, align 4
  %1008 = tail call float @llvm.fma.f32(float %1002, float %1007, float %997)
  %1009 = add nuw nsw i64 %998, 1
  %1010 = icmp ult i64 %998, 63
  br i1 %1010, label %996, label %1011

1011: ; preds = %996
  store float %1008, ptr addrspace(3) %519, align 4
  br label %1012

1012: ; preds = %1011, %1012
  %1013 = phi float [ 0.000000e+00, %1011 ], [ %1024, %1012 ]
  %1014 = phi i64 [ 0, %1011 ], [ %1025, %1012 ]
  %1015 = or i64 %1014, %522
  %1016 = trunc i64 %1015 to i32
  %1017 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1016
  %1018 = load float, ptr addrspace(3) %1017, align 4
  %1019 = shl nuw nsw i64 %1014, 5
  %1020 = or i64 %1019, %481
  %1021 = trunc i64 %1020 to i32
  %1022 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1021
  %1023 = load float, ptr addrspace(3) %1022, align 4
  %1024 = tail call float @llvm.fma.f32(float %1018, float %1023, float %1013)
  %1025 = add nuw nsw i64 %1014, 1
  %1026 = icmp ult i64 %1014, 63
  br i1 %1026, label %1012, label %1027

1027: ; preds = %1012
  store float %1024, ptr addrspace(3) %524, align 4
  br label %1028

1028: ; preds = %1027, %1028
  %1029 = phi float [ 0.000000e+00, %1027 ], [ %1040, %1028 ]
  %1030 = phi i64 [ 0, %1027 ], [ %1041, %1028 ]
  %1031 = or i64 %1030, %527
  %1032 = trunc i64 %1031 to i32
  %1033 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1032
  %1034 = load float, ptr addrspace(3) %1033, align 4
  %1035 = shl nuw nsw i64 %1030, 5
  %1036 = or i64 %1035, %481
  %1037 = trunc i64 %1036 to i32
  %1038 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1037
  %1039 = load float, ptr addrspace(3) %1038, align 4
  %1040 = tail call float @llvm.fma.f32(float %1034, float %1039, float %1029)
  %1041 = add nuw nsw i64 %1030, 1
  %1042 = icmp ult i64 %1030, 63
  br i1 %1042, label %1028, label %1043

1043: ; preds = %1028
  store float %1040, ptr addrspace(3) %529, align 4
  br label %1044

1044: ; preds = %1043, %1044
  %1045 = phi float [ 0.000000e+00, %1043 ], [ %1056, %1044 ]
  %1046 = phi i64 [ 0, %1043 ], [ %1057, %1044 ]
  %1047 = or i64 %1046, %532
  %1048 = trunc i64 %1047 to i32
  %1049 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1048
  %1050 = load float, ptr addrspace(3) %1049, align 4
  %1051 = shl nuw nsw i64 %1046, 5
  %1052 = or i64 %1051, %481
  %1053 = trunc i64 %1052 to i32
  %1054 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1053
  %1055 = load float, ptr addrspace(3) %1054, align 4
  %1056 = tail call float @llvm.fma.f32(float %1050, float %1055, float %1045)
  %1057 = add nuw nsw i64 %1046, 1
  %1058 = icmp ult i64 %1046, 63
  br i1 %1058, label %1044, label %1059

1059: ; preds = %1044
  store float %1056, ptr addrspace(3) %534, align 4
  br label %1060

1060: ; preds = %1059, %1060
  %1061 = phi float [ 0.000000e+00, %1059 ], [ %1072, %1060 ]
  %1062 = phi i64 [ 0, %1059 ], [ %1073, %1060 ]
  %1063 = or i64 %1062, %537
  %1064 = trunc i64 %1063 to i32
  %1065 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1064
  %1066 = load float, ptr addrspace(3) %1065, align 4
  %1067 = shl nuw nsw i64 %1062, 5
  %1068 = or i64 %1067, %481
  %1069 = trunc i64 %1068 to i32
  %1070 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1069
  %1071 = load float, ptr addrspace(3) %1070, align 4
  %1072 = tail call float @llvm.fma.f32(float %1066, float %1071, float %1061)
  %1073 = add nuw nsw i64 %1062, 1
  %1074 = icmp ult i64 %1062, 63
  br i1 %1074, label %1060, label %1075

1075: ; preds = %1060
  store float %1072, ptr addrspace(3) %539, align 4
  br label %1076

1076: ; preds = %1075, %1076
  %1077 = phi float [ 0.000000e+00, %1075 ], [ %1088, %1076 ]
  %1078 = phi i64 [ 0, %1075 ], [ %1089, %1076 ]
  %1079 = or i64 %1078, %542
  %1080 = trunc i64 %1079 to i32
  %1081 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1080
  %1082 = load float, ptr addrspace(3) %1081, align 4
  %1083 = shl nuw nsw i64 %1078, 5
  %1084 = or i64 %1083, %481
  %1085 = trunc i64 %1084 to i32
  %1086 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1085
  %1087 = load float, ptr addrspace(3) %1086, align 4
  %1088 = tail call float @llvm.fma.f32(float %1082, float %1087, float %1077)
  %1089 = add nuw nsw i64 %1078, 1
  %1090 = icmp ult i64 %1078, 63
  br i1 %1090, label %1076, label %1091

1091: ; preds = %1076
  store float %1088, ptr addrspace(3) %544, align 4
  br label %1092

1092: ; preds = %1091, %1092
  %1093 = phi float [ 0.000000e+00, %1091 ], [ %1104, %1092 ]
  %1094 = phi i64 [ 0, %1091 ], [ %1105, %1092 ]
  %1095 = or i64 %1094, %547
  %1096 = trunc i64 %1095 to i32
  %1097 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1096
  %1098 = load float, ptr addrspace(3) %1097, align 4
  %1099 = shl nuw nsw i64 %1094, 5
  %1100 = or i64 %1099, %481
  %1101 = trunc i64 %1100 to i32
  %1102 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1101
  %1103 = load float, ptr addrspace(3) %1102, align 4
  %1104 = tail call float @llvm.fma.f32(float %1098, float %1103, float %1093)
  %1105 = add nuw nsw i64 %1094, 1
  %1106 = icmp ult i64 %1094, 63
  br i1 %1106, label %1092, label %1107

1107: ; preds = %1092
  store float %1104, ptr addrspace(3) %549, align 4
  br label %1108

1108: ; preds = %1107, %1108
  %1109 = phi float [ 0.000000e+00, %1107 ], [ %1120, %1108 ]
  %1110 = phi i64 [ 0, %1107 ], [ %1121, %1108 ]
  %1111 = or i64 %1110, %552
  %1112 = trunc i64 %1111 to i32
  %1113 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1112
  %1114 = load float, ptr addrspace(3) %1113, align 4
  %1115 = shl nuw nsw i64 %1110, 5
  %1116 = or i64 %1115, %481
  %1117 = trunc i64 %1116 to i32
  %1118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1117
  %1119 = load float, ptr addrspace(3) %1118, align 4
  %1120 = tail call float @llvm.fma.f32(float %1114, float %1119, float %1109)
  %1121 = add nuw nsw i64 %1110, 1
  %1122 = icmp ult i64 %1110, 63
  br i1 %1122, label %1108, label %1123

1123: ; preds = %1108
  store float %1120, ptr addrspace(3) %554, align 4
  br label %1124

1124: ; preds = %1123, %1124
  %1125 = phi float [ 0.000000e+00, %1123 ], [ %1136, %1124 ]
  %1126 = phi i64 [ 0, %1123 ], [ %1137, %1124 ]
  %1127 = or i64 %1126, %557
  %1128 = trunc i64 %1127 to i32
  %1129 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1128
  %1130 = load float, ptr addrspace(3) %1129, align 4
  %1131 = shl nuw nsw i64 %1126, 5
  %1132 = or i64 %1131, %481
  %1133 = trunc i64 %1132 to i32
  %1134 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1133
  %1135 = load float, ptr addrspace(3) %1134, align 4
  %1136 = tail call float @llvm.fma.f32(float %1130, float %1135, float %1125)
  %1137 = add nuw nsw i64 %1126, 1
  %1138 = icmp ult i64 %1126, 63
  br i1 %1138, label %1124, label %1139

1139: ; preds = %1124
  store float %1136, ptr addrspace(3) %559, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %1140 = load float, ptr addrspace(3) %651, align 16
  %1141 = fmul contract float %1140, %4
  %1142 = tail call float @llvm.maxnum.f32(float %1141, float 0xFFF0000000000000)
  %1143 = load float, ptr addrspace(3) %653, align 4
  %1144 = fmul contract float %1143, %4
  %1145 = tail call float @llvm.maxnum.f32(float %1142, float %1144)
  %1146 = load float, ptr addrspace(3) %655, align 8
  %1147 = fmul contract float %1146, %4
  %1148 = tail call float @llvm.maxnum.f32(float %1145, float %1147)
  %1149 = load float, ptr addrspace(3) %657, align 4
  %1150 = fmul contract float %1149, %4
  %1151 = tail call float @llvm.maxnum.f32(float %1148, float %1150)
  %1152 = load float, ptr addrspace(3) %661, align 16
  %1153 = fmul contract float %1152, %4
  %1154 = tail call float @llvm.maxnum.f32(float %1151, float %1153)
  %1155 = load float, ptr addrspace(3) %663, align 4
  %1156 = fmul contract float %1155, %4
  %1157 = tail call float @llvm.maxnum.f32(float %1154, float %1156)
  %1158 = load float, ptr addrspace(3) %665, align 8
  %1159 = fmul contract float %1158, %4
  %1160 = tail call float @llvm.maxnum.f32(float %1157, float %1159)
  %1161 = load float, ptr addrspace(3) %667, align 4
  %1162 = fmul contract float %1161, %4
  %1163 = tail call float @llvm.maxnum.f32(float %1160, float %1162)
  %1164 = load float, ptr addrspace(3) %671, align 16
  %1165 = fmul contract float %1164, %4
  %1166 = tail call float @llvm.maxnum.f32(float %1163, float %1165)
  %1167 = load float, ptr addrspace(3) %673, align 4
  %1168 = fmul contract float %1167, %4
  %1169 = tail call float @llvm.maxnum.f32(float %1166, float %1168)
  %1170 = load float, ptr addrspace(3) %675, align 8
  %1171 = fmul contract float %1170, %4
  %1172 = tail call float @llvm.maxnum.f32(float %1169, float %1171)
  %1173 = load float, ptr addrspace(3) %677, align 4
  %1174 = fmul contract float %1173, %4
  %1175 = tail call float @llvm.maxnum.f32(float %1172, float %1174)
  %1176 = load float, ptr addrspace(3) %681, align 16
  %1177 = fmul contract float %1176, %4
  %1178 = tail call float @llvm.maxnum.f32(float %1175, float %1177)
  %1179 = load float, ptr addrspace(3) %683, align 4
  %1180 = fmul contract float %1179, %4
  %1181 = tail call float @llvm.maxnum.f32(float %1178, float %1180)
  %1182 = load float, ptr addrspace(3) %685, align 8
  %1183 = fmul contract float %1182, %4
  %1184 = tail call float @llvm.maxnum.f32(float %1181, float %1183)
  %1185 = load float, ptr addrspace(3) %687, align 4
  %1186 = fmul contract float %1185, %4
  %1187 = tail call float @llvm.maxnum.f32(float %1184, float %1186)
  %1188 = extractelement <4 x float> %864, i64 3
  %1189 = bitcast float %1187 to i32
  %1190 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1189, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %563, label %1191, label %1194

1191: ; preds = %1139
  %1192 = bitcast i32 %1190 to float
  %1193 = tail call float @llvm.maxnum.f32(float %1187, float %1192)
  store float %1193, ptr addrspace(3) %641, align 4
  br label %1194

1194: ; preds = %1191, %1139
  tail call void @llvm.musa.syncthreads.lm()
  %1195 = load float, ptr addrspace(3) %564, align 16
  %1196 = fmul contract float %1195, %4
  %1197 = load float, ptr addrspace(3) %566, align 4
  %1198 = load float, ptr addrspace(3) %567, align 4
  %1199 = tail call float @llvm.maxnum.f32(float %1197, float %1198)
  %1200 = fsub contract float %1196, %1199
  %1201 = fmul float %1200, 0x3FF7154760000000
  %1202 = tail call float @llvm.exp2.f32(float %1201)
  %1203 = load float, ptr addrspace(3) %568, align 4
  %1204 = fmul contract float %1203, %4
  %1205 = fsub contract float %1204, %1199
  %1206 = fmul float %1205, 0x3FF7154760000000
  %1207 = tail call float @llvm.exp2.f32(float %1206)
  %1208 = load float, ptr addrspace(3) %569, align 8
  %1209 = fmul contract float %1208, %4
  %1210 = fsub contract float %1209, %1199
  %1211 = fmul float %1210, 0x3FF7154760000000
  %1212 = tail call float @llvm.exp2.f32(float %1211)
  %1213 = load float, ptr addrspace(3) %570, align 4
  %1214 = fmul contract float %1213, %4
  %1215 = fsub contract float %1214, %1199
  %1216 = fmul float %1215, 0x3FF7154760000000
  %1217 = tail call float @llvm.exp2.f32(float %1216)
  %1218 = load float, ptr addrspace(3) %571, align 16
  %1219 = fmul contract float %1218, %4
  %1220 = load float, ptr addrspace(3) %573, align 4
  %1221 = load float, ptr addrspace(3) %574, align 4
  %1222 = tail call float @llvm.maxnum.f32(float %1220, float %1221)
  %1223 = fsub contract float %1219, %1222
  %1224 = fmul float %1223, 0x3FF7154760000000
  %1225 = tail call float @llvm.exp2.f32(float %1224)
  %1226 = load float, ptr addrspace(3) %575, align 4
  %1227 = fmul contract float %1226, %4
  %1228 = fsub contract float %1227, %1222
  %1229 = fmul float %1228, 0x3FF7154760000000
  %1230 = tail call float @llvm.exp2.f32(float %1229)
  %1231 = load float, ptr addrspace(3) %576, align 8
  %1232 = fmul contract float %1231, %4
  %1233 = fsub contract float %1232, %1222
  %1234 = fmul float %1233, 0x3FF7154760000000
  %1235 = tail call float @llvm.exp2.f32(float %1234)
  %1236 = load float, ptr addrspace(3) %577, align 4
  %1237 = fmul contract float %1236, %4
  %1238 = fsub contract float %1237, %1222
  %1239 = fmul float %1238, 0x3FF7154760000000
  %1240 = tail call float @llvm.exp2.f32(float %1239)
  %1241 = load float, ptr addrspace(3) %578, align 16
  %1242 = fmul contract float %1241, %4
  %1243 = load float, ptr addrspace(3) %580, align 4
  %1244 = load float, ptr addrspace(3) %581, align 4
  %1245 = tail call float @llvm.maxnum.f32(float %1243, float %1244)
  %1246 = fsub contract float %1242, %1245
  %1247 = fmul float %1246, 0x3FF7154760000000
  %1248 = tail call float @llvm.exp2.f32(float %1247)
  %1249 = load float, ptr addrspace(3) %582, align 4
  %1250 = fmul contract float %1249, %4
  %1251 = fsub contract float %1250, %1245
  %1252 = fmul float %1251, 0x3FF7154760000000
  %1253 = tail call float @llvm.exp2.f32(float %1252)
  %1254 = load float, ptr addrspace(3) %583, align 8
  %1255 = fmul contract float %1254, %4
  %1256 = fsub contract float %1255, %1245
  %1257 = fmul float %1256, 0x3FF7154760000000
  %1258 = tail call float @llvm.exp2.f32(float %1257)
  %1259 = load float, ptr addrspace(3) %584, align 4
  %1260 = fmul contract float %1259, %4
  %1261 = fsub contract float %1260, %1245
  %1262 = fmul float %1261, 0x3FF7154760000000
  %1263 = tail call float @llvm.exp2.f32(float %1262)
  %1264 = load float, ptr addrspace(3) %585, align 16
  %1265 = fmul contract float %1264, %4
  %1266 = load float, ptr addrspace(3) %587, align 4
  %1267 = load float, ptr addrspace(3) %588, align 4
  %1268 = tail call float @llvm.maxnum.f32(float %1266, float %1267)
  %1269 = fsub contract float %1265, %1268
  %1270 = fmul float %1269, 0x3FF7154760000000
  %1271 = tail call float @llvm.exp2.f32(float %1270)
  %1272 = load float, ptr addrspace(3) %589, align 4
  %1273 = fmul contract float %1272, %4
  %1274 = fsub contract float %1273, %1268
  %1275 = fmul float %1274, 0x3FF7154760000000
  %1276 = tail call float @llvm.exp2.f32(float %1275)
  %1277 = load float, ptr addrspace(3) %590, align 8
  %1278 = fmul contract float %1277, %4
  %1279 = fsub contract float %1278, %1268
  %1280 = fmul float %1279, 0x3FF7154760000000
  %1281 = tail call float @llvm.exp2.f32(float %1280)
  %1282 = load float, ptr addrspace(3) %591, align 4
  %1283 = fmul contract float %1282, %4
  %1284 = fsub contract float %1283, %1268
  %1285 = fmul float %1284, 0x3FF7154760000000
  %1286 = tail call float @llvm.exp2.f32(float %1285)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1202, ptr addrspace(3) %592, align 16
  store float %1207, ptr addrspace(3) %593, align 4
  store float %1212, ptr addrspace(3) %594, align 8
  store float %1217, ptr addrspace(3) %595, align 4
  store float %1225, ptr addrspace(3) %596, align 16
  store float %1230, ptr addrspace(3) %597, align 4
  store float %1235, ptr addrspace(3) %598, align 8
  store float %1240, ptr addrspace(3) %599, align 4
  store float %1248, ptr addrspace(3) %600, align 16
  store float %1253, ptr addrspace(3) %601, align 4
  store float %1258, ptr addrspace(3) %602, align 8
  store float %1263, ptr addrspace(3) %603, align 4
  store float %1271, ptr addrspace(3) %604, align 16
  store float %1276, ptr addrspace(3) %605, align 4
  store float %1281, ptr addrspace(3) %606, align 8
  store float %1286, ptr addrspace(3) %607, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %133, label %1287, label %1294

1287: ; preds = %1194
  %1288 = load float, ptr addrspace(3) %642, align 4
  %1289 = load float, ptr addrspace(3) %643, align 4
  %1290 = tail call float @llvm.maxnum.f32(float %1288, float %1289)
  %1291 = fsub contract float %1288, %1290
  %1292 = fmul float %1291, 0x3FF7154760000000
  %1293 = tail call float @llvm.exp2.f32(float %1292)
  store float %1293, ptr addrspace(3) %644, align 4
  br label %1294

1294: ; preds = %1287, %1194
  tail call void @llvm.musa.syncthreads.lm()
  %1295 = load float, ptr addrspace(3) %688, align 16
  %1296 = fadd reassoc float %1295, 0.000000e+00
  %1297 = load float, ptr addrspace(3) %689, align 4
  %1298 = fadd reassoc float %1296, %1297
  %1299 = load float, ptr addrspace(3) %690, align 8
  %1300 = fadd reassoc float %1298, %1299
  %1301 = load float, ptr addrspace(3) %691, align 4
  %1302 = fadd reassoc float %1300, %1301
  %1303 = load float, ptr addrspace(3) %692, align 16
  %1304 = fadd reassoc float %1302, %1303
  %1305 = load float, ptr addrspace(3) %693, align 4
  %1306 = fadd reassoc float %1304, %1305
  %1307 = load float, ptr addrspace(3) %694, align 8
  %1308 = fadd reassoc float %1306, %1307
  %1309 = load float, ptr addrspace(3) %695, align 4
  %1310 = fadd reassoc float %1308, %1309
  %1311 = load float, ptr addrspace(3) %696, align 16
  %1312 = fadd reassoc float %1310, %1311
  %1313 = load float, ptr addrspace(3) %697, align 4
  %1314 = fadd reassoc float %1312, %1313
  %1315 = load float, ptr addrspace(3) %698, align 8
  %1316 = fadd reassoc float %1314, %1315
  %1317 = load float, ptr addrspace(3) %699, align 4
  %1318 = fadd reassoc float %1316, %1317
  %1319 = load float, ptr addrspace(3) %700, align 16
  %1320 = fadd reassoc float %1318, %1319
  %1321 = load float, ptr addrspace(3) %701, align 4
  %1322 = fadd reassoc float %1320, %1321
  %1323 = load float, ptr addrspace(3) %702, align 8
  %1324 = fadd reassoc float %1322, %1323
  %1325 = load float, ptr addrspace(3) %703, align 4
  %1326 = fadd reassoc float %1324, %1325
  %1327 = bitcast float %1326 to i32
  %1328 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1327, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %563, label %1329, label %1332

1329: ; preds = %1294
  %1330 = bitcast i32 %1328 to float
  %1331 = fadd reassoc float %1326, %1330
  store float %1331, ptr addrspace(3) %645, align 4
  br label %1332

1332: ; preds = %1329, %1294
  tail call void @llvm.musa.syncthreads.lm()
  store float %720, ptr addrspace(3) %608, align 16
  store float %719, ptr addrspace(3) %609, align 4
  store float %718, ptr addrspace(3) %610, align 8
  store float %717, ptr addrspace(3) %611, align 4
  store float %716, ptr addrspace(3) %612, align 16
  store float %715, ptr addrspace(3) %613, align 4
  store float %714, ptr addrspace(3) %614, align 8
  store float %713, ptr addrspace(3) %615, align 4
  store float %712, ptr addrspace(3) %616, align 16
  store float %711, ptr addrspace(3) %617, align 4
  store float %710, ptr addrspace(3) %618, align 8
  store float %709, ptr addrspace(3) %619, align 4
  store float %708, ptr addrspace(3) %620, align 16
  store float %707, ptr addrspace(3) %621, align 4
  store float %706, ptr addrspace(3) %622, align 8
  store float %705, ptr addrspace(3) %623, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1333

1333: ; preds = %1332, %1361
  %1334 = phi i64 [ 0, %1332 ], [ %1363, %1361 ]
  %1335 = shl nuw nsw i64 %1334, 7
  %1336 = add nsw i64 %1335, %8
  %1337 = lshr i64 %1336, 6
  %1338 = trunc i64 %1336 to i32
  %1339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %1338
  %1340 = load float, ptr addrspace(3) %1339, align 4
  %1341 = trunc i64 %1337 to i32
  %1342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %1341
  %1343 = load float, ptr addrspace(3) %1342, align 4
  %1344 = fmul contract float %1340, %1343
  %1345 = shl nuw nsw i64 %1337, 5
  br label %1346

1346: ; preds = %1333, %1346
  %1347 = phi float [ %1344, %1333 ], [ %1358, %1346 ]
  %1348 = phi i64 [ 0, %1333 ], [ %1359, %1346 ]
  %1349 = add nuw nsw i64 %1348, %1345
  %1350 = trunc i64 %1349 to i32
  %1351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %1350
  %1352 = load float, ptr addrspace(3) %1351, align 4
  %1353 = shl nuw nsw i64 %1348, 6
  %1354 = or i64 %1353, %646
  %1355 = trunc i64 %1354 to i32
  %1356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %1355
  %1357 = load float, ptr addrspace(3) %1356, align 4
  %1358 = tail call float @llvm.fma.f32(float %1352, float %1357, float %1347)
  %1359 = add nuw nsw i64 %1348, 1
  %1360 = icmp ult i64 %1348, 31
  br i1 %1360, label %1346, label %1361

1361: ; preds = %1346
  %1362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %1338
  store float %1358, ptr addrspace(3) %1362, align 4
  %1363 = add nuw nsw i64 %1334, 1
  %1364 = icmp ult i64 %1334, 31
  br i1 %1364, label %1333, label %1365

1365: ; preds = %1361
  tail call void @llvm.musa.syncthreads.lm()
  %1366 = load <4 x float>, ptr addrspace(3) %624, align 16
  %1367 = load <4 x float>, ptr addrspace(3) %625, align 16
  %1368 = load <4 x float>, ptr addrspace(3) %626, align 16
  %1369 = load <4 x float>, ptr addrspace(3) %627, align 16
  %1370 = load <4 x float>, ptr addrspace(3) %628, align 16
  %1371 = load <4 x float>, ptr addrspace(3) %629, align 16
  %1372 = load <4 x float>, ptr addrspace(3) %630, align 16
  %1373 = load <4 x float>, ptr addrspace(3) %631, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %133, label %1374, label %1380

1374: ; preds = %1365
  %1375 = load float, ptr addrspace(3) %647, align 4
  %1376 = load float, ptr addrspace(3) %644, align 4
  %1377 = fmul contract float %1375, %1376
  %1378 = load float, ptr addrspace(3) %648, align 4
  %1379 = fadd contract float %1377, %1378
  store float %1379, ptr addrspace(3) %647, align 4
  br label %1380

1380: ; preds = %1374, %1365
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %133, label %1381, label %1385

1381: ; preds = %1380
  %1382 = load float, ptr addrspace(3) %642, align 4
  %1383 = load float, ptr addrspace(3) %643, align 4
  %1384 = tail call float @llvm.maxnum.f32(float %1382, float %1383)
  store float %1384, ptr addrspace(3) %642, align 4
  br label %1385

1385: ; preds = %1381, %1380
  tail call void @llvm.musa.syncthreads.lm()
  %1386 = extractelement <4 x float> %1366, i64 0
  %1387 = extractelement <4 x float> %1366, i64 1
  %1388 = extractelement <4 x float> %1366, i64 2
  %1389 = extractelement <4 x float> %1366, i64 3
  %1390 = extractelement <4 x float> %1367, i64 0
  %1391 = extractelement <4 x float> %1367, i64 1
  %1392 = extractelement <4 x float> %1367, i64 2
  %1393 = extractelement <4 x float> %1367, i64 3
  %1394 = extractelement <4 x float> %1368, i64 0
  %1395 = extractelement <4 x float> %1368, i64 1
  %1396 = extractelement <4 x float> %1368, i64 2
  %1397 = extractelement <4 x float> %1368, i64 3
  %1398 = extractelement <4 x float> %1369, i64 0
  %1399 = extractelement <4 x float> %1369, i64 1
  %1400 = extractelement <4 x float> %1369, i64 2
  %1401 = extractelement <4 x float> %1369, i64 3
  %1402 = extractelement <4 x float> %1370, i64 0
  %1403 = extractelement <4 x float> %1370, i64 1
  %1404 = extractelement <4 x float> %1370, i64 2
  %1405 = extractelement <4 x float> %1370, i64 3
  %1406 = extractelement <4 x float> %1371, i64 0
  %1407 = extractelement <4 x float> %1371, i64 1
  %1408 = extractelement <4 x float> %1371, i64 2
  %1409 = extractelement <4 x float> %1371, i64 3
  %1410 = extractelement <4 x float> %1372, i64 0
  %1411 = extractelement <4 x float> %1372, i64 1
  %1412 = extractelement <4 x float> %1372, i64 2
  %1413 = extractelement <4 x float> %1372, i64 3
  %1414 = extractelement <4 x float> %1373, i64 0
  %1415 = extractelement <4 x float> %1373, i64 1
  %1416 = extractelement <4 x float> %1373, i64 2
  %1417 = extractelement <4 x float> %1373, i64 3
  br i1 %771, label %704, label %._crit_edge

._crit_edge: ; preds = %1385, %215
  %1418 = phi <4 x float> [ zeroinitializer, %215 ], [ %1366, %1385 ]
  %1419 = phi <4 x float> [ zeroinitializer, %215 ], [ %1367, %1385 ]
  %1420 = phi <4 x float> [ zeroinitializer, %215 ], [ %1368, %1385 ]
  %1421 = phi <4 x float> [ zeroinitializer, %215 ], [ %1369, %1385 ]
  %1422 = phi <4 x float> [ zeroinitializer, %215 ], [ %1370, %1385 ]
  %1423 = phi <4 x float> [ zeroinitializer, %215 ], [ %1371, %1385 ]
  %1424 = phi <4 x float> [ zeroinitializer, %215 ], [ %1372, %1385 ]
  %1425 = phi <4 x float> [ zeroinitializer, %215 ], [ %1373, %1385 ]
  %1426 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14
  %1427 = load float, ptr addrspace(3) %1426, align 4
  %1428 = insertelement <4 x float> poison, float %1427, i64 0
  %1429 = shufflevector <4 x float> %1428, <4 x float> poison, <4 x i32> zeroinitializer
  %1430 = fdiv <4 x float> %1418, %1429
  %1431 = getelementptr float, ptr addrspace(1) %3, i64 %17
  %1432 = getelementptr float, ptr addrspace(1) %1431, i64 %12
  store <4 x float> %1430, ptr addrspace(1) %1432, align 16
  %1433 = getelementptr float, ptr addrspace(3) @global_smem, i32 %29
  %1434 = load float, ptr addrspace(3) %1433, align 4
  %1435 = insertelement <4 x float> poison, float %1434, i64 0
  %1436 = shufflevector <4 x float> %1435, <4 x float> poison, <4 x i32> zeroinitializer
  %1437 = fdiv <4 x float> %1419, %1436
  %1438 = getelementptr float, ptr addrspace(1) %3, i64 %32
  %1439 = getelementptr float, ptr addrspace(1) %1438, i64 %12
  store <4 x float> %1437, ptr addrspace(1) %1439, align 16
  %1440 = getelementptr float, ptr addrspace(3) @global_smem, i32 %44
  %1441 = load float, ptr addrspace(3) %1440, align 4
  %1442 = insertelement <4 x float> poison, float %1441, i64 0
  %1443 = shufflevector <4 x float> %1442, <4 x float> poison, <4 x i32> zeroinitializer
  %1444 = fdiv <4 x float> %1420, %1443
  %1445 = getelementptr float, ptr addrspace(1) %3, i64 %47
  %1446 = getelementptr float, ptr addrspace(1) %1445, i64 %12
  store <4 x float> %1444, ptr addrspace(1) %1446, align 16
  %1447 = getelementptr float, ptr addrspace(3) @global_smem, i32 %59
  %1448 = load float, ptr addrspace(3) %1447, align 4
  %1449 = insertelement <4 x float> poison, float %1448, i64 0
  %1450 = shufflevector <4 x float> %1449, <4 x float> poison, <4 x i32> zeroinitializer
  %1451 = fdiv <4 x float> %1421, %1450
  %1452 = getelementptr float, ptr addrspace(1) %3, i64 %62
  %1453 = getelementptr float, ptr addrspace(1) %1452, i64 %12
  store <4 x float> %1451, ptr addrspace(1) %1453, align 16
  %1454 = getelementptr float, ptr addrspace(3) @global_smem, i32 %74
  %1455 = load float, ptr addrspace(3) %1454, align 4
  %1456 = insertelement <4 x float> poison, float %1455, i64 0
  %1457 = shufflevector <4 x float> %1456, <4 x float> poison, <4 x i32> zeroinitializer
  %1458 = fdiv <4 x float> %1422, %1457
  %1459 = getelementptr float, ptr addrspace(1) %3, i64 %77
  %1460 = getelementptr float, ptr addrspace(1) %1459, i64 %12
  store <4 x float> %1458, ptr addrspace(1) %1460, align 16
  %1461 = getelementptr float, ptr addrspace(3) @global_smem, i32 %89
  %1462 = load float, ptr addrspace(3) %1461, align 4
  %1463 = insertelement <4 x float> poison, float %1462, i64 0
  %1464 = shufflevector <4 x float> %1463, <4 x float> poison, <4 x i32> zeroinitializer
  %1465 = fdiv <4 x float> %1423, %1464
  %1466 = getelementptr float, ptr addrspace(1) %3, i64 %92
  %1467 = getelementptr float, ptr addrspace(1) %1466, i64 %12
  store <4 x float> %1465, ptr addrspace(1) %1467, align 16
  %1468 = getelementptr float, ptr addrspace(3) @global_smem, i32 %104
  %1469 = load float, ptr addrspace(3) %1468, align 4
  %1470 = insertelement <4 x float> poison, float %1469, i64 0
  %1471 = shufflevector <4 x float> %1470, <4 x float> poison, <4 x i32> zeroinitializer
  %1472 = fdiv <4 x float> %1424, %1471
  %1473 = getelementptr float, ptr addrspace(1) %3, i64 %107
  %1474 = getelementptr float, ptr addrspace(1) %1473, i64 %12
  store <4 x float> %1472, ptr addrspace(1) %1474, align 16
  %1475 = getelementptr float, ptr addrspace(3) @global_smem, i32 %119
  %1476 = load float, ptr addrspace(3) %1475, align 4
  %1477 = insertelement <4 x float> poison, float %1476, i64 0
  %1478 = shufflevector <4 x float> %1477, <4 x float> poison, <4 x i32> zeroinitializer
  %1479 = fdiv <4 x float> %1425, %1478
  %1480 = getelementptr float, ptr addrspace(1) %3, i64 %122
  %1481 = getelementptr float, ptr addrspace(1) %1480, i64 %12
  store <4 x float> %1479, ptr addrspace(1) %1481, align 16
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
