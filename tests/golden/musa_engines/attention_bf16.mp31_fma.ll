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
  %11 = shl nsw i64 %8, 3
  %12 = and i64 %11, 56
  %13 = lshr i64 %11, 6
  %14 = trunc i64 %13 to i32
  %15 = add i32 %10, %14
  %16 = shl i32 %15, 6
  %17 = sext i32 %16 to i64
  %18 = getelementptr bfloat, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr bfloat, ptr addrspace(1) %18, i64 %12
  %20 = load bfloat, ptr addrspace(1) %19, align 16
  %21 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 2
  %22 = load bfloat, ptr addrspace(1) %21, align 2
  %23 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 4
  %24 = load bfloat, ptr addrspace(1) %23, align 4
  %25 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 6
  %26 = load bfloat, ptr addrspace(1) %25, align 2
  %27 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 8
  %28 = load bfloat, ptr addrspace(1) %27, align 8
  %29 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 10
  %30 = load bfloat, ptr addrspace(1) %29, align 2
  %31 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 12
  %32 = load bfloat, ptr addrspace(1) %31, align 4
  %33 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 14
  %34 = load bfloat, ptr addrspace(1) %33, align 2
  %35 = add nsw i64 %11, 1024
  %36 = lshr i64 %35, 6
  %37 = trunc i64 %36 to i32
  %38 = add i32 %10, %37
  %39 = shl i32 %38, 6
  %40 = sext i32 %39 to i64
  %41 = getelementptr bfloat, ptr addrspace(1) %0, i64 %40
  %42 = getelementptr bfloat, ptr addrspace(1) %41, i64 %12
  %43 = load bfloat, ptr addrspace(1) %42, align 16
  %44 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 2
  %45 = load bfloat, ptr addrspace(1) %44, align 2
  %46 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 4
  %47 = load bfloat, ptr addrspace(1) %46, align 4
  %48 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 6
  %49 = load bfloat, ptr addrspace(1) %48, align 2
  %50 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 8
  %51 = load bfloat, ptr addrspace(1) %50, align 8
  %52 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 10
  %53 = load bfloat, ptr addrspace(1) %52, align 2
  %54 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 12
  %55 = load bfloat, ptr addrspace(1) %54, align 4
  %56 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 14
  %57 = load bfloat, ptr addrspace(1) %56, align 2
  %58 = add nsw i64 %11, 2048
  %59 = lshr i64 %58, 6
  %60 = trunc i64 %59 to i32
  %61 = add i32 %10, %60
  %62 = shl i32 %61, 6
  %63 = sext i32 %62 to i64
  %64 = getelementptr bfloat, ptr addrspace(1) %0, i64 %63
  %65 = getelementptr bfloat, ptr addrspace(1) %64, i64 %12
  %66 = load bfloat, ptr addrspace(1) %65, align 16
  %67 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 2
  %68 = load bfloat, ptr addrspace(1) %67, align 2
  %69 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 4
  %70 = load bfloat, ptr addrspace(1) %69, align 4
  %71 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 6
  %72 = load bfloat, ptr addrspace(1) %71, align 2
  %73 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 8
  %74 = load bfloat, ptr addrspace(1) %73, align 8
  %75 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 10
  %76 = load bfloat, ptr addrspace(1) %75, align 2
  %77 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 12
  %78 = load bfloat, ptr addrspace(1) %77, align 4
  %79 = getelementptr inbounds i8, ptr addrspace(1) %65, i64 14
  %80 = load bfloat, ptr addrspace(1) %79, align 2
  %81 = add nsw i64 %11, 3072
  %82 = lshr i64 %81, 6
  %83 = trunc i64 %82 to i32
  %84 = add i32 %10, %83
  %85 = shl i32 %84, 6
  %86 = sext i32 %85 to i64
  %87 = getelementptr bfloat, ptr addrspace(1) %0, i64 %86
  %88 = getelementptr bfloat, ptr addrspace(1) %87, i64 %12
  %89 = load bfloat, ptr addrspace(1) %88, align 16
  %90 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 2
  %91 = load bfloat, ptr addrspace(1) %90, align 2
  %92 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 4
  %93 = load bfloat, ptr addrspace(1) %92, align 4
  %94 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 6
  %95 = load bfloat, ptr addrspace(1) %94, align 2
  %96 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 8
  %97 = load bfloat, ptr addrspace(1) %96, align 8
  %98 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 10
  %99 = load bfloat, ptr addrspace(1) %98, align 2
  %100 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 12
  %101 = load bfloat, ptr addrspace(1) %100, align 4
  %102 = getelementptr inbounds i8, ptr addrspace(1) %88, i64 14
  %103 = load bfloat, ptr addrspace(1) %102, align 2
  %104 = icmp sgt i32 %5, 0
  %105 = trunc i64 %11 to i32
  %106 = getelementptr float, ptr addrspace(3) @global_smem, i32 %105
  store float 0.000000e+00, ptr addrspace(3) %106, align 16
  %107 = or i32 %105, 1
  %108 = getelementptr float, ptr addrspace(3) @global_smem, i32 %107
  store float 0.000000e+00, ptr addrspace(3) %108, align 4
  %109 = or i32 %105, 2
  %110 = getelementptr float, ptr addrspace(3) @global_smem, i32 %109
  store float 0.000000e+00, ptr addrspace(3) %110, align 8
  %111 = or i32 %105, 3
  %112 = getelementptr float, ptr addrspace(3) @global_smem, i32 %111
  store float 0.000000e+00, ptr addrspace(3) %112, align 4
  %113 = or i32 %105, 4
  %114 = getelementptr float, ptr addrspace(3) @global_smem, i32 %113
  store float 0.000000e+00, ptr addrspace(3) %114, align 16
  %115 = or i32 %105, 5
  %116 = getelementptr float, ptr addrspace(3) @global_smem, i32 %115
  store float 0.000000e+00, ptr addrspace(3) %116, align 4
  %117 = or i32 %105, 6
  %118 = getelementptr float, ptr addrspace(3) @global_smem, i32 %117
  store float 0.000000e+00, ptr addrspace(3) %118, align 8
  %119 = or i32 %105, 7
  %120 = getelementptr float, ptr addrspace(3) @global_smem, i32 %119
  store float 0.000000e+00, ptr addrspace(3) %120, align 4
  %121 = and i64 %35, 4294967232
  %122 = or i64 %121, %12
  %123 = trunc i64 %122 to i32
  %124 = getelementptr float, ptr addrspace(3) @global_smem, i32 %123
  store float 0.000000e+00, ptr addrspace(3) %124, align 16
  %125 = or i32 %123, 1
  %126 = getelementptr float, ptr addrspace(3) @global_smem, i32 %125
  store float 0.000000e+00, ptr addrspace(3) %126, align 4
  %127 = or i32 %123, 2
  %128 = getelementptr float, ptr addrspace(3) @global_smem, i32 %127
  store float 0.000000e+00, ptr addrspace(3) %128, align 8
  %129 = or i32 %123, 3
  %130 = getelementptr float, ptr addrspace(3) @global_smem, i32 %129
  store float 0.000000e+00, ptr addrspace(3) %130, align 4
  %131 = or i32 %123, 4
  %132 = getelementptr float, ptr addrspace(3) @global_smem, i32 %131
  store float 0.000000e+00, ptr addrspace(3) %132, align 16
  %133 = or i32 %123, 5
  %134 = getelementptr float, ptr addrspace(3) @global_smem, i32 %133
  store float 0.000000e+00, ptr addrspace(3) %134, align 4
  %135 = or i32 %123, 6
  %136 = getelementptr float, ptr addrspace(3) @global_smem, i32 %135
  store float 0.000000e+00, ptr addrspace(3) %136, align 8
  %137 = or i32 %123, 7
  %138 = getelementptr float, ptr addrspace(3) @global_smem, i32 %137
  store float 0.000000e+00, ptr addrspace(3) %138, align 4
  %139 = and i64 %58, 4294967232
  %140 = or i64 %139, %12
  %141 = trunc i64 %140 to i32
  %142 = getelementptr float, ptr addrspace(3) @global_smem, i32 %141
  store float 0.000000e+00, ptr addrspace(3) %142, align 16
  %143 = or i32 %141, 1
  %144 = getelementptr float, ptr addrspace(3) @global_smem, i32 %143
  store float 0.000000e+00, ptr addrspace(3) %144, align 4
  %145 = or i32 %141, 2
  %146 = getelementptr float, ptr addrspace(3) @global_smem, i32 %145
  store float 0.000000e+00, ptr addrspace(3) %146, align 8
  %147 = or i32 %141, 3
  %148 = getelementptr float, ptr addrspace(3) @global_smem, i32 %147
  store float 0.000000e+00, ptr addrspace(3) %148, align 4
  %149 = or i32 %141, 4
  %150 = getelementptr float, ptr addrspace(3) @global_smem, i32 %149
  store float 0.000000e+00, ptr addrspace(3) %150, align 16
  %151 = or i32 %141, 5
  %152 = getelementptr float, ptr addrspace(3) @global_smem, i32 %151
  store float 0.000000e+00, ptr addrspace(3) %152, align 4
  %153 = or i32 %141, 6
  %154 = getelementptr float, ptr addrspace(3) @global_smem, i32 %153
  store float 0.000000e+00, ptr addrspace(3) %154, align 8
  %155 = or i32 %141, 7
  %156 = getelementptr float, ptr addrspace(3) @global_smem, i32 %155
  store float 0.000000e+00, ptr addrspace(3) %156, align 4
  %157 = and i64 %81, 4294967232
  %158 = or i64 %157, %12
  %159 = trunc i64 %158 to i32
  %160 = getelementptr float, ptr addrspace(3) @global_smem, i32 %159
  store float 0.000000e+00, ptr addrspace(3) %160, align 16
  %161 = or i32 %159, 1
  %162 = getelementptr float, ptr addrspace(3) @global_smem, i32 %161
  store float 0.000000e+00, ptr addrspace(3) %162, align 4
  %163 = or i32 %159, 2
  %164 = getelementptr float, ptr addrspace(3) @global_smem, i32 %163
  store float 0.000000e+00, ptr addrspace(3) %164, align 8
  %165 = or i32 %159, 3
  %166 = getelementptr float, ptr addrspace(3) @global_smem, i32 %165
  store float 0.000000e+00, ptr addrspace(3) %166, align 4
  %167 = or i32 %159, 4
  %168 = getelementptr float, ptr addrspace(3) @global_smem, i32 %167
  store float 0.000000e+00, ptr addrspace(3) %168, align 16
  %169 = or i32 %159, 5
  %170 = getelementptr float, ptr addrspace(3) @global_smem, i32 %169
  store float 0.000000e+00, ptr addrspace(3) %170, align 4
  %171 = or i32 %159, 6
  %172 = getelementptr float, ptr addrspace(3) @global_smem, i32 %171
  store float 0.000000e+00, ptr addrspace(3) %172, align 8
  %173 = or i32 %159, 7
  %174 = getelementptr float, ptr addrspace(3) @global_smem, i32 %173
  store float 0.000000e+00, ptr addrspace(3) %174, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %175 = icmp ult i32 %7, 64
  br i1 %175, label %176, label %178

176: ; preds = %6
  %177 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %7
  store float 0.000000e+00, ptr addrspace(3) %177, align 4
  br label %178

178: ; preds = %176, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %175, label %179, label %181

179: ; preds = %178
  %180 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %180, align 4
  br label %181

181: ; preds = %179, %178
  tail call void @llvm.musa.syncthreads.lm()
  %182 = shl i32 %14, 6
  br i1 %104, label %183, label %188

183: ; preds = %181
  %184 = sext i32 %182 to i64
  %185 = getelementptr bfloat, ptr addrspace(1) %1, i64 %184
  %186 = getelementptr bfloat, ptr addrspace(1) %185, i64 %12
  %187 = load <8 x bfloat>, ptr addrspace(1) %186, align 16
  br label %188

188: ; preds = %183, %181
  %189 = phi <8 x bfloat> [ %187, %183 ], [ zeroinitializer, %181 ]
  %190 = extractelement <8 x bfloat> %189, i64 0
  %191 = extractelement <8 x bfloat> %189, i64 1
  %192 = extractelement <8 x bfloat> %189, i64 2
  %193 = extractelement <8 x bfloat> %189, i64 3
  %194 = extractelement <8 x bfloat> %189, i64 4
  %195 = extractelement <8 x bfloat> %189, i64 5
  %196 = extractelement <8 x bfloat> %189, i64 6
  %197 = extractelement <8 x bfloat> %189, i64 7
  %198 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %105
  store bfloat %190, ptr addrspace(3) %198, align 16
  %199 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %107
  store bfloat %191, ptr addrspace(3) %199, align 2
  %200 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %109
  store bfloat %192, ptr addrspace(3) %200, align 4
  %201 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %111
  store bfloat %193, ptr addrspace(3) %201, align 2
  %202 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %113
  store bfloat %194, ptr addrspace(3) %202, align 8
  %203 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %115
  store bfloat %195, ptr addrspace(3) %203, align 2
  %204 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %117
  store bfloat %196, ptr addrspace(3) %204, align 4
  %205 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %119
  store bfloat %197, ptr addrspace(3) %205, align 2
  %206 = shl i32 %37, 6
  br i1 %104, label %207, label %212

207: ; preds = %188
  %208 = sext i32 %206 to i64
  %209 = getelementptr bfloat, ptr addrspace(1) %1, i64 %208
  %210 = getelementptr bfloat, ptr addrspace(1) %209, i64 %12
  %211 = load <8 x bfloat>, ptr addrspace(1) %210, align 16
  br label %212

212: ; preds = %207, %188
  %213 = phi <8 x bfloat> [ %211, %207 ], [ zeroinitializer, %188 ]
  %214 = extractelement <8 x bfloat> %213, i64 0
  %215 = extractelement <8 x bfloat> %213, i64 1
  %216 = extractelement <8 x bfloat> %213, i64 2
  %217 = extractelement <8 x bfloat> %213, i64 3
  %218 = extractelement <8 x bfloat> %213, i64 4
  %219 = extractelement <8 x bfloat> %213, i64 5
  %220 = extractelement <8 x bfloat> %213, i64 6
  %221 = extractelement <8 x bfloat> %213, i64 7
  %222 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %123
  store bfloat %214, ptr addrspace(3) %222, align 16
  %223 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %125
  store bfloat %215, ptr addrspace(3) %223, align 2
  %224 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %127
  store bfloat %216, ptr addrspace(3) %224, align 4
  %225 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %129
  store bfloat %217, ptr addrspace(3) %225, align 2
  %226 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %131
  store bfloat %218, ptr addrspace(3) %226, align 8
  %227 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %133
  store bfloat %219, ptr addrspace(3) %227, align 2
  %228 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %135
  store bfloat %220, ptr addrspace(3) %228, align 4
  %229 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %137
  store bfloat %221, ptr addrspace(3) %229, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %104, label %230, label %235

230: ; preds = %212
  %231 = sext i32 %182 to i64
  %232 = getelementptr bfloat, ptr addrspace(1) %2, i64 %231
  %233 = getelementptr bfloat, ptr addrspace(1) %232, i64 %12
  %234 = load <8 x bfloat>, ptr addrspace(1) %233, align 16
  br label %235

235: ; preds = %230, %212
  %236 = phi <8 x bfloat> [ %234, %230 ], [ zeroinitializer, %212 ]
  br i1 %104, label %237, label %242

237: ; preds = %235
  %238 = sext i32 %206 to i64
  %239 = getelementptr bfloat, ptr addrspace(1) %2, i64 %238
  %240 = getelementptr bfloat, ptr addrspace(1) %239, i64 %12
  %241 = load <8 x bfloat>, ptr addrspace(1) %240, align 16
  br label %242

242: ; preds = %237, %235
  %243 = phi <8 x bfloat> [ %241, %237 ], [ zeroinitializer, %235 ]
  %244 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %105
  %245 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %107
  %246 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %109
  %247 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %111
  %248 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %113
  %249 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %115
  %250 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %117
  %251 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %119
  %252 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %123
  %253 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %125
  %254 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %127
  %255 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %129
  %256 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %131
  %257 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %133
  %258 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %135
  %259 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %137
  %260 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %141
  %261 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %143
  %262 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %145
  %263 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %147
  %264 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %149
  %265 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %151
  %266 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %153
  %267 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %155
  %268 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %159
  %269 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %161
  %270 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %163
  %271 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %165
  %272 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %167
  %273 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %169
  %274 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %171
  %275 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %173
  %276 = and i64 %11, 24
  %277 = lshr i64 %11, 5
  %278 = or i64 %276, 1
  %279 = or i64 %276, 2
  %280 = or i64 %276, 3
  %281 = or i64 %276, 4
  %282 = or i64 %276, 5
  %283 = or i64 %276, 6
  %284 = or i64 %276, 7
  %285 = shl nuw nsw i64 %276, 6
  %286 = add nuw nsw i64 %285, %277
  %287 = trunc i64 %286 to i32
  %288 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %287
  %289 = and i64 %11, -32
  %290 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %105
  %291 = shl nuw nsw i64 %278, 6
  %292 = add nuw nsw i64 %291, %277
  %293 = trunc i64 %292 to i32
  %294 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %293
  %295 = or i64 %278, %289
  %296 = trunc i64 %295 to i32
  %297 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %296
  %298 = shl nuw nsw i64 %279, 6
  %299 = add nuw nsw i64 %298, %277
  %300 = trunc i64 %299 to i32
  %301 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %300
  %302 = or i64 %279, %289
  %303 = trunc i64 %302 to i32
  %304 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %303
  %305 = shl nuw nsw i64 %280, 6
  %306 = add nuw nsw i64 %305, %277
  %307 = trunc i64 %306 to i32
  %308 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %307
  %309 = or i64 %280, %289
  %310 = trunc i64 %309 to i32
  %311 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %310
  %312 = shl nuw nsw i64 %281, 6
  %313 = add nuw nsw i64 %312, %277
  %314 = trunc i64 %313 to i32
  %315 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %314
  %316 = or i64 %281, %289
  %317 = trunc i64 %316 to i32
  %318 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %317
  %319 = shl nuw nsw i64 %282, 6
  %320 = add nuw nsw i64 %319, %277
  %321 = trunc i64 %320 to i32
  %322 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %321
  %323 = or i64 %282, %289
  %324 = trunc i64 %323 to i32
  %325 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %324
  %326 = shl nuw nsw i64 %283, 6
  %327 = add nuw nsw i64 %326, %277
  %328 = trunc i64 %327 to i32
  %329 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %328
  %330 = or i64 %283, %289
  %331 = trunc i64 %330 to i32
  %332 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %331
  %333 = shl nuw nsw i64 %284, 6
  %334 = add nuw nsw i64 %333, %277
  %335 = trunc i64 %334 to i32
  %336 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %335
  %337 = or i64 %284, %289
  %338 = trunc i64 %337 to i32
  %339 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %338
  %340 = lshr i64 %35, 5
  %341 = add nuw nsw i64 %340, %285
  %342 = trunc i64 %341 to i32
  %343 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %342
  %344 = and i64 %35, -32
  %345 = or i64 %344, %276
  %346 = trunc i64 %345 to i32
  %347 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %346
  %348 = add nuw nsw i64 %291, %340
  %349 = trunc i64 %348 to i32
  %350 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %349
  %351 = or i64 %278, %344
  %352 = trunc i64 %351 to i32
  %353 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %352
  %354 = add nuw nsw i64 %298, %340
  %355 = trunc i64 %354 to i32
  %356 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %355
  %357 = or i64 %279, %344
  %358 = trunc i64 %357 to i32
  %359 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %358
  %360 = add nuw nsw i64 %305, %340
  %361 = trunc i64 %360 to i32
  %362 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %361
  %363 = or i64 %280, %344
  %364 = trunc i64 %363 to i32
  %365 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %364
  %366 = add nuw nsw i64 %312, %340
  %367 = trunc i64 %366 to i32
  %368 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %367
  %369 = or i64 %281, %344
  %370 = trunc i64 %369 to i32
  %371 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %370
  %372 = add nuw nsw i64 %319, %340
  %373 = trunc i64 %372 to i32
  %374 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %373
  %375 = or i64 %282, %344
  %376 = trunc i64 %375 to i32
  %377 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %376
  %378 = add nuw nsw i64 %326, %340
  %379 = trunc i64 %378 to i32
  %380 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %379
  %381 = or i64 %283, %344
  %382 = trunc i64 %381 to i32
  %383 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %382
  %384 = add nuw nsw i64 %333, %340
  %385 = trunc i64 %384 to i32
  %386 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %385
  %387 = or i64 %284, %344
  %388 = trunc i64 %387 to i32
  %389 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %388
  %390 = and i64 %8, 31
  %391 = shl nsw i64 %8, 1
  %392 = and i64 %391, 4294967232
  %393 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %7
  %394 = add nsw i64 %8, 128
  %395 = shl nsw i64 %394, 1
  %396 = and i64 %395, 4294967232
  %397 = trunc i64 %394 to i32
  %398 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %397
  %399 = add nsw i64 %8, 256
  %400 = shl nsw i64 %399, 1
  %401 = and i64 %400, 4294967232
  %402 = trunc i64 %399 to i32
  %403 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %402
  %404 = add nsw i64 %8, 384
  %405 = shl nsw i64 %404, 1
  %406 = and i64 %405, 4294967232
  %407 = trunc i64 %404 to i32
  %408 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %407
  %409 = add nsw i64 %8, 512
  %410 = shl nsw i64 %409, 1
  %411 = and i64 %410, 4294967232
  %412 = trunc i64 %409 to i32
  %413 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %412
  %414 = add nsw i64 %8, 640
  %415 = shl nsw i64 %414, 1
  %416 = and i64 %415, 4294967232
  %417 = trunc i64 %414 to i32
  %418 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %417
  %419 = add nsw i64 %8, 768
  %420 = shl nsw i64 %419, 1
  %421 = and i64 %420, 4294967232
  %422 = trunc i64 %419 to i32
  %423 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %422
  %424 = add nsw i64 %8, 896
  %425 = shl nsw i64 %424, 1
  %426 = and i64 %425, 4294967232
  %427 = trunc i64 %424 to i32
  %428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %427
  %429 = add nsw i64 %8, 1024
  %430 = shl nsw i64 %429, 1
  %431 = and i64 %430, 4294967232
  %432 = trunc i64 %429 to i32
  %433 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %432
  %434 = add nsw i64 %8, 1152
  %435 = shl nsw i64 %434, 1
  %436 = and i64 %435, 4294967232
  %437 = trunc i64 %434 to i32
  %438 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %437
  %439 = add nsw i64 %8, 1280
  %440 = shl nsw i64 %439, 1
  %441 = and i64 %440, 4294967232
  %442 = trunc i64 %439 to i32
  %443 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %442
  %444 = add nsw i64 %8, 1408
  %445 = shl nsw i64 %444, 1
  %446 = and i64 %445, 4294967232
  %447 = trunc i64 %444 to i32
  %448 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %447
  %449 = add nsw i64 %8, 1536
  %450 = shl nsw i64 %449, 1
  %451 = and i64 %450, 4294967232
  %452 = trunc i64 %449 to i32
  %453 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %452
  %454 = add nsw i64 %8, 1664
  %455 = shl nsw i64 %454, 1
  %456 = and i64 %455, 4294967232
  %457 = trunc i64 %454 to i32
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %457
  %459 = add nsw i64 %8, 1792
  %460 = shl nsw i64 %459, 1
  %461 = and i64 %460, 4294967232
  %462 = trunc i64 %459 to i32
  %463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %462
  %464 = add nsw i64 %8, 1920
  %465 = shl nsw i64 %464, 1
  %466 = and i64 %465, 4294967232
  %467 = trunc i64 %464 to i32
  %468 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %467
  %469 = and i64 %8, 1
  %470 = icmp ult i32 %7, 128
  %471 = icmp eq i64 %469, 0
  %472 = and i1 %470, %471
  %473 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %105
  %474 = trunc i64 %277 to i32
  %475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %474
  %476 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %474
  %477 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %105
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %296
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %296
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %303
  %481 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %303
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %310
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %310
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %317
  %485 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %317
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %324
  %487 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %324
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %331
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %331
  %490 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %338
  %491 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %338
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %346
  %493 = trunc i64 %340 to i32
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %493
  %495 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %493
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %346
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %352
  %498 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %352
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %358
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %358
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %364
  %502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %364
  %503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %370
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %370
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %376
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %376
  %507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %382
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %382
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %388
  %510 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %388
  %511 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %105
  %512 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %296
  %513 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %303
  %514 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %310
  %515 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %317
  %516 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %324
  %517 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %331
  %518 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %338
  %519 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %346
  %520 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %352
  %521 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %358
  %522 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %364
  %523 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %370
  %524 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %376
  %525 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %382
  %526 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %388
  %527 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %105
  %528 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %107
  %529 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %109
  %530 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %111
  %531 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %113
  %532 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %115
  %533 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %117
  %534 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %119
  %535 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %123
  %536 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %125
  %537 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %127
  %538 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %129
  %539 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %131
  %540 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %133
  %541 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %135
  %542 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %137
  %543 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %105
  %544 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %107
  %545 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %109
  %546 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %111
  %547 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %113
  %548 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %115
  %549 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %117
  %550 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %119
  %551 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %123
  %552 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %125
  %553 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %127
  %554 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %129
  %555 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %131
  %556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %133
  %557 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %135
  %558 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %137
  %559 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %141
  %560 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %143
  %561 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %145
  %562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %147
  %563 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %149
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %151
  %565 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %153
  %566 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %155
  %567 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %159
  %568 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %161
  %569 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %163
  %570 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %165
  %571 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %167
  %572 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %169
  %573 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %171
  %574 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %173
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %12
  %invariant.gep42 = getelementptr bfloat, ptr addrspace(1) %2, i64 %12
  br i1 %104, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %242
  %575 = shl nsw i64 %8, 4
  %576 = and i64 %575, -32
  %577 = select i1 %470, i64 %576, i64 0
  %578 = shl nuw nsw i64 %469, 3
  %579 = extractelement <8 x bfloat> %243, i64 7
  %580 = extractelement <8 x bfloat> %243, i64 6
  %581 = extractelement <8 x bfloat> %243, i64 5
  %582 = extractelement <8 x bfloat> %243, i64 4
  %583 = extractelement <8 x bfloat> %243, i64 3
  %584 = extractelement <8 x bfloat> %243, i64 2
  %585 = extractelement <8 x bfloat> %243, i64 1
  %586 = extractelement <8 x bfloat> %243, i64 0
  %587 = lshr i32 %7, 1
  %588 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %587
  %589 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16640), i32 %7
  %590 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %7
  %591 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %7
  %592 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50176), i32 %587
  %593 = and i64 %8, 63
  %594 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %7
  %595 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50176), i32 %7
  %596 = or i64 %578, %577
  %597 = trunc i64 %596 to i32
  %598 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %597
  %599 = or i32 %597, 1
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %599
  %601 = or i32 %597, 2
  %602 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %601
  %603 = or i32 %597, 3
  %604 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %603
  %605 = or i32 %597, 4
  %606 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %605
  %607 = or i32 %597, 5
  %608 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %607
  %609 = or i32 %597, 6
  %610 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %609
  %611 = or i32 %597, 7
  %612 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %611
  %613 = or i64 %578, %577
  %614 = trunc i64 %613 to i32
  %615 = or i32 %614, 16
  %616 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %615
  %617 = or i32 %614, 17
  %618 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %617
  %619 = or i32 %614, 18
  %620 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %619
  %621 = or i32 %614, 19
  %622 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %621
  %623 = or i32 %614, 20
  %624 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %623
  %625 = or i32 %614, 21
  %626 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %625
  %627 = or i32 %614, 22
  %628 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %627
  %629 = or i32 %614, 23
  %630 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %629
  %631 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %597
  %632 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %599
  %633 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %601
  %634 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %603
  %635 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %605
  %636 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %607
  %637 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %609
  %638 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %611
  %639 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %615
  %640 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %617
  %641 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %619
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %621
  %643 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %623
  %644 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %625
  %645 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %627
  %646 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %629
  br label %647

647: ; preds = %.lr.ph, %1316
  %648 = phi bfloat [ %579, %.lr.ph ], [ %1059, %1316 ]
  %649 = phi bfloat [ %580, %.lr.ph ], [ %703, %1316 ]
  %650 = phi bfloat [ %581, %.lr.ph ], [ %739, %1316 ]
  %651 = phi bfloat [ %582, %.lr.ph ], [ %702, %1316 ]
  %652 = phi bfloat [ %583, %.lr.ph ], [ %758, %1316 ]
  %653 = phi bfloat [ %584, %.lr.ph ], [ %701, %1316 ]
  %654 = phi bfloat [ %585, %.lr.ph ], [ %738, %1316 ]
  %655 = phi bfloat [ %586, %.lr.ph ], [ %700, %1316 ]
  %656 = phi i32 [ 0, %.lr.ph ], [ %658, %1316 ]
  %657 = phi <8 x bfloat> [ %236, %.lr.ph ], [ %694, %1316 ]
  %658 = add i32 %656, 32
  %659 = icmp slt i32 %658, %5
  %660 = add i32 %658, %14
  %661 = shl i32 %660, 6
  br i1 %659, label %662, label %665

662: ; preds = %647
  %663 = sext i32 %661 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %663
  %664 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %665

665: ; preds = %662, %647
  %666 = phi <8 x bfloat> [ %664, %662 ], [ zeroinitializer, %647 ]
  %667 = extractelement <8 x bfloat> %666, i64 0
  %668 = extractelement <8 x bfloat> %666, i64 1
  %669 = extractelement <8 x bfloat> %666, i64 2
  %670 = extractelement <8 x bfloat> %666, i64 3
  %671 = extractelement <8 x bfloat> %666, i64 4
  %672 = extractelement <8 x bfloat> %666, i64 5
  %673 = extractelement <8 x bfloat> %666, i64 6
  %674 = extractelement <8 x bfloat> %666, i64 7
  %675 = add i32 %658, %37
  %676 = shl i32 %675, 6
  br i1 %659, label %677, label %680

677: ; preds = %665
  %678 = sext i32 %676 to i64
  %gep41 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %678
  %679 = load <8 x bfloat>, ptr addrspace(1) %gep41, align 16
  br label %680

680: ; preds = %677, %665
  %681 = phi <8 x bfloat> [ %679, %677 ], [ zeroinitializer, %665 ]
  %682 = extractelement <8 x bfloat> %681, i64 0
  %683 = extractelement <8 x bfloat> %681, i64 1
  %684 = extractelement <8 x bfloat> %681, i64 2
  %685 = extractelement <8 x bfloat> %681, i64 3
  %686 = extractelement <8 x bfloat> %681, i64 4
  %687 = extractelement <8 x bfloat> %681, i64 5
  %688 = extractelement <8 x bfloat> %681, i64 6
  %689 = extractelement <8 x bfloat> %681, i64 7
  br i1 %659, label %690, label %693

690: ; preds = %680
  %691 = sext i32 %661 to i64
  %gep43 = getelementptr bfloat, ptr addrspace(1) %invariant.gep42, i64 %691
  %692 = load <8 x bfloat>, ptr addrspace(1) %gep43, align 16
  br label %693

693: ; preds = %690, %680
  %694 = phi <8 x bfloat> [ %692, %690 ], [ zeroinitializer, %680 ]
  br i1 %659, label %695, label %698

695: ; preds = %693
  %696 = sext i32 %676 to i64
  %gep45 = getelementptr bfloat, ptr addrspace(1) %invariant.gep42, i64 %696
  %697 = load <8 x bfloat>, ptr addrspace(1) %gep45, align 16
  br label %698

698: ; preds = %695, %693
  %699 = phi <8 x bfloat> [ %697, %695 ], [ zeroinitializer, %693 ]
  %700 = extractelement <8 x bfloat> %699, i64 0
  %701 = extractelement <8 x bfloat> %699, i64 2
  %702 = extractelement <8 x bfloat> %699, i64 4
  %703 = extractelement <8 x bfloat> %699, i64 6
  store bfloat %20, ptr addrspace(3) %244, align 16
  store bfloat %22, ptr addrspace(3) %245, align 2
  store bfloat %24, ptr addrspace(3) %246, align 4
  store bfloat %26, ptr addrspace(3) %247, align 2
  store bfloat %28, ptr addrspace(3) %248, align 8
  store bfloat %30, ptr addrspace(3) %249, align 2
  store bfloat %32, ptr addrspace(3) %250, align 4
  store bfloat %34, ptr addrspace(3) %251, align 2
  store bfloat %43, ptr addrspace(3) %252, align 16
  store bfloat %45, ptr addrspace(3) %253, align 2
  store bfloat %47, ptr addrspace(3) %254, align 4
  store bfloat %49, ptr addrspace(3) %255, align 2
  store bfloat %51, ptr addrspace(3) %256, align 8
  store bfloat %53, ptr addrspace(3) %257, align 2
  store bfloat %55, ptr addrspace(3) %258, align 4
  store bfloat %57, ptr addrspace(3) %259, align 2
  store bfloat %66, ptr addrspace(3) %260, align 16
  store bfloat %68, ptr addrspace(3) %261, align 2
  store bfloat %70, ptr addrspace(3) %262, align 4
  store bfloat %72, ptr addrspace(3) %263, align 2
  store bfloat %74, ptr addrspace(3) %264, align 8
  store bfloat %76, ptr addrspace(3) %265, align 2
  store bfloat %78, ptr addrspace(3) %266, align 4
  store bfloat %80, ptr addrspace(3) %267, align 2
  store bfloat %89, ptr addrspace(3) %268, align 16
  store bfloat %91, ptr addrspace(3) %269, align 2
  store bfloat %93, ptr addrspace(3) %270, align 4
  store bfloat %95, ptr addrspace(3) %271, align 2
  store bfloat %97, ptr addrspace(3) %272, align 8
  store bfloat %99, ptr addrspace(3) %273, align 2
  store bfloat %101, ptr addrspace(3) %274, align 4
  store bfloat %103, ptr addrspace(3) %275, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %704 = load bfloat, ptr addrspace(3) %288, align 2
  store bfloat %704, ptr addrspace(3) %290, align 16
  %705 = load bfloat, ptr addrspace(3) %294, align 2
  store bfloat %705, ptr addrspace(3) %297, align 2
  %706 = load bfloat, ptr addrspace(3) %301, align 2
  store bfloat %706, ptr addrspace(3) %304, align 4
  %707 = load bfloat, ptr addrspace(3) %308, align 2
  store bfloat %707, ptr addrspace(3) %311, align 2
  %708 = load bfloat, ptr addrspace(3) %315, align 2
  store bfloat %708, ptr addrspace(3) %318, align 8
  %709 = load bfloat, ptr addrspace(3) %322, align 2
  store bfloat %709, ptr addrspace(3) %325, align 2
  %710 = load bfloat, ptr addrspace(3) %329, align 2
  store bfloat %710, ptr addrspace(3) %332, align 4
  %711 = load bfloat, ptr addrspace(3) %336, align 2
  store bfloat %711, ptr addrspace(3) %339, align 2
  %712 = load bfloat, ptr addrspace(3) %343, align 2
  store bfloat %712, ptr addrspace(3) %347, align 16
  %713 = load bfloat, ptr addrspace(3) %350, align 2
  store bfloat %713, ptr addrspace(3) %353, align 2
  %714 = load bfloat, ptr addrspace(3) %356, align 2
  store bfloat %714, ptr addrspace(3) %359, align 4
  %715 = load bfloat, ptr addrspace(3) %362, align 2
  store bfloat %715, ptr addrspace(3) %365, align 2
  %716 = load bfloat, ptr addrspace(3) %368, align 2
  store bfloat %716, ptr addrspace(3) %371, align 8
  %717 = load bfloat, ptr addrspace(3) %374, align 2
  store bfloat %717, ptr addrspace(3) %377, align 2
  %718 = load bfloat, ptr addrspace(3) %380, align 2
  store bfloat %718, ptr addrspace(3) %383, align 4
  %719 = load bfloat, ptr addrspace(3) %386, align 2
  store bfloat %719, ptr addrspace(3) %389, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %720

720: ; preds = %698, %720
  %721 = phi float [ 0.000000e+00, %698 ], [ %734, %720 ]
  %722 = phi i64 [ 0, %698 ], [ %735, %720 ]
  %723 = or i64 %722, %392
  %724 = trunc i64 %723 to i32
  %725 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %724
  %726 = load bfloat, ptr addrspace(3) %725, align 2
  %727 = shl nuw nsw i64 %722, 5
  %728 = or i64 %727, %390
  %729 = trunc i64 %728 to i32
  %730 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %729
  %731 = load bfloat, ptr addrspace(3) %730, align 2
  %732 = fpext bfloat %726 to float
  %733 = fpext bfloat %731 to float
  %734 = tail call float @llvm.fma.f32(float %732, float %733, float %721)
  %735 = add nuw nsw i64 %722, 1
  %736 = icmp ult i64 %722, 63
  br i1 %736, label %720, label %737

737: ; preds = %720
  %738 = extractelement <8 x bfloat> %699, i64 1
  %739 = extractelement <8 x bfloat> %699, i64 5
  store float %734, ptr addrspace(3) %393, align 4
  br label %740

740: ; preds = %737, %740
  %741 = phi float [ 0.000000e+00, %737 ], [ %754, %740 ]
  %742 = phi i64 [ 0, %737 ], [ %755, %740 ]
  %743 = or i64 %742, %396
  %744 = trunc i64 %743 to i32
  %745 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %744
  %746 = load bfloat, ptr addrspace(3) %745, align 2
  %747 = shl nuw nsw i64 %742, 5
  %748 = or i64 %747, %390
  %749 = trunc i64 %748 to i32
  %750 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %749
  %751 = load bfloat, ptr addrspace(3) %750, align 2
  %752 = fpext bfloat %746 to float
  %753 = fpext bfloat %751 to float
  %754 = tail call float @llvm.fma.f32(float %752, float %753, float %741)
  %755 = add nuw nsw i64 %742, 1
  %756 = icmp ult i64 %742, 63
  br i1 %756, label %740, label %757

757: ; preds = %740
  %758 = extractelement <8 x bfloat> %699, i64 3
  store float %754, ptr addrspace(3) %398, align 4
  br label %759

759: ; preds = %757, %759
  %760 = phi float [ 0.000000e+00, %757 ], [ %773, %759 ]
  %761 = phi i64 [ 0, %757 ], [ %774, %759 ]
  %762 = or i64 %761, %401
  %763 = trunc i64 %762 to i32
  %764 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %763
  %765 = load bfloat, ptr addrspace(3) %764, align 2
  %766 = shl nuw nsw i64 %761, 5
  %767 = or i64 %766, %390
  %768 = trunc i64 %767 to i32
  %769 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %768
  %770 = load bfloat, ptr addrspace(3) %769, align 2
  %771 = fpext bfloat %765 to float
  %772 = fpext bfloat %770 to float
  %773 = tail call float @llvm.fma.f32(float %771, float %772, float %760)
  %774 = add nuw nsw i64 %761, 1
  %775 = icmp ult i64 %761, 63
  br i1 %775, label %759, label %776

776: ; preds = %759
  store float %773, ptr addrspace(3) %403, align 4
  br label %777

777: ; preds = %776, %777
  %778 = phi float [ 0.000000e+00, %776 ], [ %791, %777 ]
  %779 = phi i64 [ 0, %776 ], [ %792, %777 ]
  %780 = or i64 %779, %406
  %781 = trunc i64 %780 to i32
  %782 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %781
  %783 = load bfloat, ptr addrspace(3) %782, align 2
  %784 = shl nuw nsw i64 %779, 5
  %785 = or i64 %784, %390
  %786 = trunc i64 %785 to i32
  %787 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %786
  %788 = load bfloat, ptr addrspace(3) %787, align 2
  %789 = fpext bfloat %783 to float
  %790 = fpext bfloat %788 to float
  %791 = tail call float @llvm.fma.f32(float %789, float %790, float %778)
  %792 = add nuw nsw i64 %779, 1
  %793 = icmp ult i64 %779, 63
  br i1 %793, label %777, label %794

794: ; preds = %777
  store float %791, ptr addrspace(3) %408, align 4
  br label %795

795: ; preds = %794, %795
  %796 = phi float [ 0.000000e+00, %794 ], [ %809, %795 ]
  %797 = phi i64 [ 0, %794 ], [ %810, %795 ]
  %798 = or i64 %797, %411
  %799 = trunc i64 %798 to i32
  %800 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %799
  %801 = load bfloat, ptr addrspace(3) %800, align 2
  %802 = shl nuw nsw i64 %797, 5
  %803 = or i64 %802, %390
  %804 = trunc i64 %803 to i32
  %805 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %804
  %806 = load bfloat, ptr addrspace(3) %805, align 2
  %807 = fpext bfloat %801 to float
  %808 = fpext bfloat %806 to float
  %809 = tail call float @llvm.fma.f32(float %807, float %808, float %796)
  %810 = add nuw nsw i64 %797, 1
  %811 = icmp ult i64 %797, 63
  br i1 %811, label %795, label %812

812: ; preds = %795
  store float %809, ptr addrspace(3) %413, align 4
  br label %813

813: ; preds = %812, %813
  %814 = phi float [ 0.000000e+00, %812 ], [ %827, %813 ]
  %815 = phi i64 [ 0, %812 ], [ %828, %813 ]
  %816 = or i64 %815, %416
  %817 = trunc i64 %816 to i32
  %818 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %817
  %819 = load bfloat, ptr addrspace(3) %818, align 2
  %820 = shl nuw nsw i64 %815, 5
  %821 = or i64 %820, %390
  %822 = trunc i64 %821 to i32
  %823 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %822
  %824 = load bfloat, ptr addrspace(3) %823, align 2
  %825 = fpext bfloat %819 to float
  %826 = fpext bfloat %824 to float
  %827 = tail call float @llvm.fma.f32(float %825, float %826, float %814)
  %828 = add nuw nsw i64 %815, 1
  %829 = icmp ult i64 %815, 63
  br i1 %829, label %813, label %830

830: ; preds = %813
  store float %827, ptr addrspace(3) %418, align 4
  br label %831

831: ; preds = %830, %831
  %832 = phi float [ 0.000000e+00, %830 ], [ %845, %831 ]
  %833 = phi i64 [ 0, %830 ], [ %846, %831 ]
  %834 = or i64 %833, %421
  %835 = trunc i64 %834 to i32
  %836 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %835
  %837 = load bfloat, ptr addrspace(3) %836, align 2
  %838 = shl nuw nsw i64 %833, 5
  %839 = or i64 %838, %390
  %840 = trunc i64 %839 to i32
  %841 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %840
  %842 = load bfloat, ptr addrspace(3) %841, align 2
  %843 = fpext bfloat %837 to float
  %844 = fpext bfloat %842 to float
  %845 = tail call float @llvm.fma.f32(float %843, float %844, float %832)
  %846 = add nuw nsw i64 %833, 1
  %847 = icmp ult i64 %833, 63
  br i1 %847, label %831, label %848

848: ; preds = %831
  store float %845, ptr addrspace(3) %423, align 4
  br label %849

849: ; preds = %848, %849
  %850 = phi float [ 0.000000e+00, %848 ], [ %863, %849 ]
  %851 = phi i64 [ 0, %848 ], [ %864, %849 ]
  %852 = or i64 %851, %426
  %853 = trunc i64 %852 to i32
  %854 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %853
  %855 = load bfloat, ptr addrspace(3) %854, align 2
  %856 = shl nuw nsw i64 %851, 5
  %857 = or i64 %856, %390
  %858 = trunc i64 %857 to i32
  %859 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %858
  %860 = load bfloat, ptr addrspace(3) %859, align 2
  %861 = fpext bfloat %855 to float
  %862 = fpext bfloat %860 to float
  %863 = tail call float @llvm.fma.f32(float %861, float %862, float %850)
  %864 = add nuw nsw i64 %851, 1
  %865 = icmp ult i64 %851, 63
  br i1 %865, label %849, label %866

866: ; preds = %849
  store float %863, ptr addrspace(3) %428, align 4
  br label %867

867: ; preds = %866, %867
  %868 = phi float [ 0.000000e+00, %866 ], [ %881, %867 ]
  %869 = phi i64 [ 0, %866 ], [ %882, %867 ]
  %870 = or i64 %869, %431
  %871 = trunc i64 %870 to i32
  %872 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %871
  %873 = load bfloat, ptr addrspace(3) %872, align 2
  %874 = shl nuw nsw i64 %869, 5
  %875 = or i64 %874, %390
  %876 = trunc i64 %875 to i32
  %877 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %876
  %878 = load bfloat, ptr addrspace(3) %877, align 2
  %879 = fpext bfloat %873 to float
  %880 = fpext bfloat %878 to float
  %881 = tail call float @llvm.fma.f32(float %879, float %880, float %868)
  %882 = add nuw nsw i64 %869, 1
  %883 = icmp ult i64 %869, 63
  br i1 %883, label %867, label %884

884: ; preds = %867
  store float %881, ptr addrspace(3) %433, align 4
  br label %885

885: ; preds = %884, %885
  %886 = phi float [ 0.000000e+00, %884 ], [ %899, %885 ]
  %887 = phi i64 [ 0, %884 ], [ %900, %885 ]
  %888 = or i64 %887, %436
  %889 = trunc i64 %888 to i32
  %890 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %889
  %891 = load bfloat, ptr addrspace(3) %890, align 2
  %892 = shl nuw nsw i64 %887, 5
  %893 = or i64 %892, %390
  %894 = trunc i64 %893 to i32
  %895 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %894
  %896 = load bfloat, ptr addrspace(3) %895, align 2
  %897 = fpext bfloat %891 to float
  %898 = fpext bfloat %896 to float
  %899 = tail call float @llvm.fma.f32(float %897, float %898, float %886)
  %900 = add nuw nsw i64 %887, 1
  %901 = icmp ult i64 %887, 63
  br i1 %901, label %885, label %902

902: ; preds = %885
  store float %899, ptr addrspace(3) %438, align 4
  br label %903

903: ; preds = %902, %903
  %904 = phi float [ 0.000000e+00, %902 ], [ %917, %903 ]
  %905 = phi i64 [ 0, %902 ], [ %918, %903 ]
  %906 = or i64 %905, %441
  %907 = trunc i64 %906 to i32
  %908 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %907
  %909 = load bfloat, ptr addrspace(3) %908, align 2
  %910 = shl nuw nsw i64 %905, 5
  %911 = or i64 %910, %390
  %912 = trunc i64 %911 to i32
  %913 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %912
  %914 = load bfloat, ptr addrspace(3) %913, align 2
  %915 = fpext bfloat %909 to float
  %916 = fpext bfloat %914 to float
  %917 = tail call float @llvm.fma.f32(float %915, float %916, float %904)
  %918 = add nuw nsw i64 %905, 1
  %919 = icmp ult i64 %905, 63
  br i1 %919, label %903, label %920

920: ; preds = %903
  store float %917, ptr addrspace(3) %443, align 4
  br label %921

921: ; preds = %920, %921
  %922 = phi float [ 0.000000e+00, %920 ], [ %935, %921 ]
  %923 = phi i64 [ 0, %920 ], [ %936, %921 ]
  %924 = or i64 %923, %446
  %925 = trunc i64 %924 to i32
  %926 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %925
  %927 = load bfloat, ptr addrspace(3) %926, align 2
  %928 = shl nuw nsw i64 %923, 5
  %929 = or i64 %928, %390
  %930 = trunc i64 %929 to i32
  %931 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %930
  %932 = load bfloat, ptr addrspace(3) %931, align 2
  %933 = fpext bfloat %927 to float
  %934 = fpext bfloat %932 to float
  %935 = tail call float @llvm.fma.f32(float %933, float %934, float %922)
  %936 = add nuw nsw i64 %923, 1
  %937 = icmp ult i64 %923, 63
  br i1 %937, label %921, label %938

938: ; preds = %921
  store float %935, ptr addrspace(3) %448, align 4
  br label %939

939: ; preds = %938, %939
  %940 = phi float [ 0.000000e+00, %938 ], [ %953, %939 ]
  %941 = phi i64 [ 0, %938 ], [ %954, %939 ]
  %942 = or i64 %941, %451
  %943 = trunc i64 %942 to i32
  %944 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %943
  %945 = load bfloat, ptr addrspace(3) %944, align 2
  %946 = shl nuw nsw i64 %941, 5
  %947 = or i64 %946, %390
  %948 = trunc i64 %947 to i32
  %949 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %948
  %950 = load bfloat, ptr addrspace(3) %949, align 2
  %951 = fpext bfloat %945 to float
  %952 = fpext bfloat %950 to float
  %953 = tail call float @llvm.fma.f32(float %951, float %952, float %940)
  %954 = add nuw nsw i64 %941, 1
  %955 = icmp ult i64 %941, 63
  br i1 %955, label %939, label %956

956: ; preds = %939
  store float %953, ptr addrspace(3) %453, align 4
  br label %957

957: ; preds = %956, %957
  %958 = phi float [ 0.000000e+00, %956 ], [ %971, %957 ]
  %959 = phi i64 [ 0, %956 ], [ %972, %957 ]
  %960 = or i64 %959, %456
  %961 = trunc i64 %960 to i32
  %962 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %961
  %963 = load bfloat, ptr addrspace(3) %962, align 2
  %964 = shl nuw nsw i64 %959, 5
  %965 = or i64 %964, %390
  %966 = trunc i64 %965 to i32
  %967 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %966
  %968 = load bfloat, ptr addrspace(3) %967, align 2
  %969 = fpext bfloat %963 to float
  %970 = fpext bfloat %968 to float
  %971 = tail call float @llvm.fma.f32(float %969, float %970, float %958)
  %972 = add nuw nsw i64 %959, 1
  %973 = icmp ult i64 %959, 63
  br i1 %973, label %957, label %974

974: ; preds = %957
  store float %971, ptr addrspace(3) %458, align 4
  br label %975

975: ; preds = %974, %975
  %976 = phi float [ 0.000000e+00, %974 ], [ %989, %975 ]
  %977 = phi i64 [ 0, %974 ], [ %990, %975 ]
  %978 = or i64 %977, %461
  %979 = trunc i64 %978 to i32
  %980 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %979
  %981 = load bfloat, ptr addrspace(3) %980, align 2
  %982 = shl nuw nsw i64 %977, 5
  %983 = or i64 %982, %390
  %984 = trunc i64 %983 to i32
  %985 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %984
  %986 = load bfloat, ptr addrspace(3) %985, align 2
  %987 = fpext bfloat %981 to float
  %988 = fpext bfloat %986 to float
  %989 = tail call float @llvm.fma.f32(float %987, float %988, float %976)
  %990 = add nuw nsw i64 %977, 1
  %991 = icmp ult i64 %977, 63
  br i1 %991, label %975, label %992

992: ; preds = %975
  store float %989, ptr addrspace(3) %463, align 4
  br label %993

993: ; preds = %992, %993
  %994 = phi float [ 0.000000e+00, %992 ], [ %1007, %993 ]
  %995 = phi i64 [ 0, %992 ], [ %1008, %993 ]
  %996 = or i64 %995, %466
  %997 = trunc i64 %996 to i32
  %998 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20992), i32 %997
  %999 = load bfloat, ptr addrspace(3) %998, align 2
  %1000 = shl nuw nsw i64 %995, 5
  %1001 = or i64 %1000, %390
  %1002 = trunc i64 %1001 to i32
  %1003 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 29184), i32 %1002
  %1004 = load bfloat, ptr addrspace(3) %1003, align 2
  %1005 = fpext bfloat %999 to float
  %1006 = fpext bfloat %1004 to float
  %1007 = tail call float @llvm.fma.f32(float %1005, float %1006, float %994)
  %1008 = add nuw nsw i64 %995, 1
  %1009 = icmp ult i64 %995, 63
  br i1 %1009, label %993, label %1010

1010: ; preds = %993
  store float %1007, ptr addrspace(3) %468, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %1011 = load float, ptr addrspace(3) %598, align 16
  %1012 = fmul contract float %1011, %4
  %1013 = tail call float @llvm.maxnum.f32(float %1012, float 0xFFF0000000000000)
  %1014 = load float, ptr addrspace(3) %600, align 4
  %1015 = fmul contract float %1014, %4
  %1016 = tail call float @llvm.maxnum.f32(float %1013, float %1015)
  %1017 = load float, ptr addrspace(3) %602, align 8
  %1018 = fmul contract float %1017, %4
  %1019 = tail call float @llvm.maxnum.f32(float %1016, float %1018)
  %1020 = load float, ptr addrspace(3) %604, align 4
  %1021 = fmul contract float %1020, %4
  %1022 = tail call float @llvm.maxnum.f32(float %1019, float %1021)
  %1023 = load float, ptr addrspace(3) %606, align 16
  %1024 = fmul contract float %1023, %4
  %1025 = tail call float @llvm.maxnum.f32(float %1022, float %1024)
  %1026 = load float, ptr addrspace(3) %608, align 4
  %1027 = fmul contract float %1026, %4
  %1028 = tail call float @llvm.maxnum.f32(float %1025, float %1027)
  %1029 = load float, ptr addrspace(3) %610, align 8
  %1030 = fmul contract float %1029, %4
  %1031 = tail call float @llvm.maxnum.f32(float %1028, float %1030)
  %1032 = load float, ptr addrspace(3) %612, align 4
  %1033 = fmul contract float %1032, %4
  %1034 = tail call float @llvm.maxnum.f32(float %1031, float %1033)
  %1035 = load float, ptr addrspace(3) %616, align 16
  %1036 = fmul contract float %1035, %4
  %1037 = tail call float @llvm.maxnum.f32(float %1034, float %1036)
  %1038 = load float, ptr addrspace(3) %618, align 4
  %1039 = fmul contract float %1038, %4
  %1040 = tail call float @llvm.maxnum.f32(float %1037, float %1039)
  %1041 = load float, ptr addrspace(3) %620, align 8
  %1042 = fmul contract float %1041, %4
  %1043 = tail call float @llvm.maxnum.f32(float %1040, float %1042)
  %1044 = load float, ptr addrspace(3) %622, align 4
  %1045 = fmul contract float %1044, %4
  %1046 = tail call float @llvm.maxnum.f32(float %1043, float %1045)
  %1047 = load float, ptr addrspace(3) %624, align 16
  %1048 = fmul contract float %1047, %4
  %1049 = tail call float @llvm.maxnum.f32(float %1046, float %1048)
  %1050 = load float, ptr addrspace(3) %626, align 4
  %1051 = fmul contract float %1050, %4
  %1052 = tail call float @llvm.maxnum.f32(float %1049, float %1051)
  %1053 = load float, ptr addrspace(3) %628, align 8
  %1054 = fmul contract float %1053, %4
  %1055 = tail call float @llvm.maxnum.f32(float %1052, float %1054)
  %1056 = load float, ptr addrspace(3) %630, align 4
  %1057 = fmul contract float %1056, %4
  %1058 = tail call float @llvm.maxnum.f32(float %1055, float %1057)
  %1059 = extractelement <8 x bfloat> %699, i64 7
  %1060 = bitcast float %1058 to i32
  %1061 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1060, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %472, label %1062, label %1065

1062: ; preds = %1010
  %1063 = bitcast i32 %1061 to float
  %1064 = tail call float @llvm.maxnum.f32(float %1058, float %1063)
  store float %1064, ptr addrspace(3) %588, align 4
  br label %1065

1065: ; preds = %1062, %1010
  tail call void @llvm.musa.syncthreads.lm()
  %1066 = load float, ptr addrspace(3) %473, align 16
  %1067 = fmul contract float %1066, %4
  %1068 = load float, ptr addrspace(3) %475, align 4
  %1069 = load float, ptr addrspace(3) %476, align 4
  %1070 = tail call float @llvm.maxnum.f32(float %1068, float %1069)
  %1071 = fsub contract float %1067, %1070
  %1072 = fmul float %1071, 0x3FF7154760000000
  %1073 = tail call float @llvm.exp2.f32(float %1072)
  store float %1073, ptr addrspace(3) %477, align 16
  %1074 = load float, ptr addrspace(3) %478, align 4
  %1075 = fmul contract float %1074, %4
  %1076 = fsub contract float %1075, %1070
  %1077 = fmul float %1076, 0x3FF7154760000000
  %1078 = tail call float @llvm.exp2.f32(float %1077)
  store float %1078, ptr addrspace(3) %479, align 4
  %1079 = load float, ptr addrspace(3) %480, align 8
  %1080 = fmul contract float %1079, %4
  %1081 = fsub contract float %1080, %1070
  %1082 = fmul float %1081, 0x3FF7154760000000
  %1083 = tail call float @llvm.exp2.f32(float %1082)
  store float %1083, ptr addrspace(3) %481, align 8
  %1084 = load float, ptr addrspace(3) %482, align 4
  %1085 = fmul contract float %1084, %4
  %1086 = fsub contract float %1085, %1070
  %1087 = fmul float %1086, 0x3FF7154760000000
  %1088 = tail call float @llvm.exp2.f32(float %1087)
  store float %1088, ptr addrspace(3) %483, align 4
  %1089 = load float, ptr addrspace(3) %484, align 16
  %1090 = fmul contract float %1089, %4
  %1091 = fsub contract float %1090, %1070
  %1092 = fmul float %1091, 0x3FF7154760000000
  %1093 = tail call float @llvm.exp2.f32(float %1092)
  store float %1093, ptr addrspace(3) %485, align 16
  %1094 = load float, ptr addrspace(3) %486, align 4
  %1095 = fmul contract float %1094, %4
  %1096 = fsub contract float %1095, %1070
  %1097 = fmul float %1096, 0x3FF7154760000000
  %1098 = tail call float @llvm.exp2.f32(float %1097)
  store float %1098, ptr addrspace(3) %487, align 4
  %1099 = load float, ptr addrspace(3) %488, align 8
  %1100 = fmul contract float %1099, %4
  %1101 = fsub contract float %1100, %1070
  %1102 = fmul float %1101, 0x3FF7154760000000
  %1103 = tail call float @llvm.exp2.f32(float %1102)
  store float %1103, ptr addrspace(3) %489, align 8
  %1104 = load float, ptr addrspace(3) %490, align 4
  %1105 = fmul contract float %1104, %4
  %1106 = fsub contract float %1105, %1070
  %1107 = fmul float %1106, 0x3FF7154760000000
  %1108 = tail call float @llvm.exp2.f32(float %1107)
  store float %1108, ptr addrspace(3) %491, align 4
  %1109 = load float, ptr addrspace(3) %492, align 16
  %1110 = fmul contract float %1109, %4
  %1111 = load float, ptr addrspace(3) %494, align 4
  %1112 = load float, ptr addrspace(3) %495, align 4
  %1113 = tail call float @llvm.maxnum.f32(float %1111, float %1112)
  %1114 = fsub contract float %1110, %1113
  %1115 = fmul float %1114, 0x3FF7154760000000
  %1116 = tail call float @llvm.exp2.f32(float %1115)
  store float %1116, ptr addrspace(3) %496, align 16
  %1117 = load float, ptr addrspace(3) %497, align 4
  %1118 = fmul contract float %1117, %4
  %1119 = fsub contract float %1118, %1113
  %1120 = fmul float %1119, 0x3FF7154760000000
  %1121 = tail call float @llvm.exp2.f32(float %1120)
  store float %1121, ptr addrspace(3) %498, align 4
  %1122 = load float, ptr addrspace(3) %499, align 8
  %1123 = fmul contract float %1122, %4
  %1124 = fsub contract float %1123, %1113
  %1125 = fmul float %1124, 0x3FF7154760000000
  %1126 = tail call float @llvm.exp2.f32(float %1125)
  store float %1126, ptr addrspace(3) %500, align 8
  %1127 = load float, ptr addrspace(3) %501, align 4
  %1128 = fmul contract float %1127, %4
  %1129 = fsub contract float %1128, %1113
  %1130 = fmul float %1129, 0x3FF7154760000000
  %1131 = tail call float @llvm.exp2.f32(float %1130)
  store float %1131, ptr addrspace(3) %502, align 4
  %1132 = load float, ptr addrspace(3) %503, align 16
  %1133 = fmul contract float %1132, %4
  %1134 = fsub contract float %1133, %1113
  %1135 = fmul float %1134, 0x3FF7154760000000
  %1136 = tail call float @llvm.exp2.f32(float %1135)
  store float %1136, ptr addrspace(3) %504, align 16
  %1137 = load float, ptr addrspace(3) %505, align 4
  %1138 = fmul contract float %1137, %4
  %1139 = fsub contract float %1138, %1113
  %1140 = fmul float %1139, 0x3FF7154760000000
  %1141 = tail call float @llvm.exp2.f32(float %1140)
  store float %1141, ptr addrspace(3) %506, align 4
  %1142 = load float, ptr addrspace(3) %507, align 8
  %1143 = fmul contract float %1142, %4
  %1144 = fsub contract float %1143, %1113
  %1145 = fmul float %1144, 0x3FF7154760000000
  %1146 = tail call float @llvm.exp2.f32(float %1145)
  store float %1146, ptr addrspace(3) %508, align 8
  %1147 = load float, ptr addrspace(3) %509, align 4
  %1148 = fmul contract float %1147, %4
  %1149 = fsub contract float %1148, %1113
  %1150 = fmul float %1149, 0x3FF7154760000000
  %1151 = tail call float @llvm.exp2.f32(float %1150)
  store float %1151, ptr addrspace(3) %510, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %175, label %1152, label %1159

1152: ; preds = %1065
  %1153 = load float, ptr addrspace(3) %589, align 4
  %1154 = load float, ptr addrspace(3) %590, align 4
  %1155 = tail call float @llvm.maxnum.f32(float %1153, float %1154)
  %1156 = fsub contract float %1153, %1155
  %1157 = fmul float %1156, 0x3FF7154760000000
  %1158 = tail call float @llvm.exp2.f32(float %1157)
  store float %1158, ptr addrspace(3) %591, align 4
  br label %1159

1159: ; preds = %1152, %1065
  tail call void @llvm.musa.syncthreads.lm()
  %1160 = load float, ptr addrspace(3) %631, align 16
  %1161 = fadd reassoc float %1160, 0.000000e+00
  %1162 = load float, ptr addrspace(3) %632, align 4
  %1163 = fadd reassoc float %1161, %1162
  %1164 = load float, ptr addrspace(3) %633, align 8
  %1165 = fadd reassoc float %1163, %1164
  %1166 = load float, ptr addrspace(3) %634, align 4
  %1167 = fadd reassoc float %1165, %1166
  %1168 = load float, ptr addrspace(3) %635, align 16
  %1169 = fadd reassoc float %1167, %1168
  %1170 = load float, ptr addrspace(3) %636, align 4
  %1171 = fadd reassoc float %1169, %1170
  %1172 = load float, ptr addrspace(3) %637, align 8
  %1173 = fadd reassoc float %1171, %1172
  %1174 = load float, ptr addrspace(3) %638, align 4
  %1175 = fadd reassoc float %1173, %1174
  %1176 = load float, ptr addrspace(3) %639, align 16
  %1177 = fadd reassoc float %1175, %1176
  %1178 = load float, ptr addrspace(3) %640, align 4
  %1179 = fadd reassoc float %1177, %1178
  %1180 = load float, ptr addrspace(3) %641, align 8
  %1181 = fadd reassoc float %1179, %1180
  %1182 = load float, ptr addrspace(3) %642, align 4
  %1183 = fadd reassoc float %1181, %1182
  %1184 = load float, ptr addrspace(3) %643, align 16
  %1185 = fadd reassoc float %1183, %1184
  %1186 = load float, ptr addrspace(3) %644, align 4
  %1187 = fadd reassoc float %1185, %1186
  %1188 = load float, ptr addrspace(3) %645, align 8
  %1189 = fadd reassoc float %1187, %1188
  %1190 = load float, ptr addrspace(3) %646, align 4
  %1191 = fadd reassoc float %1189, %1190
  %1192 = bitcast float %1191 to i32
  %1193 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1192, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %472, label %1194, label %1197

1194: ; preds = %1159
  %1195 = bitcast i32 %1193 to float
  %1196 = fadd reassoc float %1191, %1195
  store float %1196, ptr addrspace(3) %592, align 4
  br label %1197

1197: ; preds = %1194, %1159
  tail call void @llvm.musa.syncthreads.lm()
  %1198 = load float, ptr addrspace(3) %477, align 16
  %1199 = fptrunc float %1198 to bfloat
  store bfloat %1199, ptr addrspace(3) %511, align 16
  %1200 = load float, ptr addrspace(3) %479, align 4
  %1201 = fptrunc float %1200 to bfloat
  store bfloat %1201, ptr addrspace(3) %512, align 2
  %1202 = load float, ptr addrspace(3) %481, align 8
  %1203 = fptrunc float %1202 to bfloat
  store bfloat %1203, ptr addrspace(3) %513, align 4
  %1204 = load float, ptr addrspace(3) %483, align 4
  %1205 = fptrunc float %1204 to bfloat
  store bfloat %1205, ptr addrspace(3) %514, align 2
  %1206 = load float, ptr addrspace(3) %485, align 16
  %1207 = fptrunc float %1206 to bfloat
  store bfloat %1207, ptr addrspace(3) %515, align 8
  %1208 = load float, ptr addrspace(3) %487, align 4
  %1209 = fptrunc float %1208 to bfloat
  store bfloat %1209, ptr addrspace(3) %516, align 2
  %1210 = load float, ptr addrspace(3) %489, align 8
  %1211 = fptrunc float %1210 to bfloat
  store bfloat %1211, ptr addrspace(3) %517, align 4
  %1212 = load float, ptr addrspace(3) %491, align 4
  %1213 = fptrunc float %1212 to bfloat
  store bfloat %1213, ptr addrspace(3) %518, align 2
  %1214 = load float, ptr addrspace(3) %496, align 16
  %1215 = fptrunc float %1214 to bfloat
  store bfloat %1215, ptr addrspace(3) %519, align 16
  %1216 = load float, ptr addrspace(3) %498, align 4
  %1217 = fptrunc float %1216 to bfloat
  store bfloat %1217, ptr addrspace(3) %520, align 2
  %1218 = load float, ptr addrspace(3) %500, align 8
  %1219 = fptrunc float %1218 to bfloat
  store bfloat %1219, ptr addrspace(3) %521, align 4
  %1220 = load float, ptr addrspace(3) %502, align 4
  %1221 = fptrunc float %1220 to bfloat
  store bfloat %1221, ptr addrspace(3) %522, align 2
  %1222 = load float, ptr addrspace(3) %504, align 16
  %1223 = fptrunc float %1222 to bfloat
  store bfloat %1223, ptr addrspace(3) %523, align 8
  %1224 = load float, ptr addrspace(3) %506, align 4
  %1225 = fptrunc float %1224 to bfloat
  store bfloat %1225, ptr addrspace(3) %524, align 2
  %1226 = load float, ptr addrspace(3) %508, align 8
  %1227 = fptrunc float %1226 to bfloat
  store bfloat %1227, ptr addrspace(3) %525, align 4
  %1228 = load float, ptr addrspace(3) %510, align 4
  %1229 = fptrunc float %1228 to bfloat
  store bfloat %1229, ptr addrspace(3) %526, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %1230 = extractelement <8 x bfloat> %657, i64 0
  store bfloat %1230, ptr addrspace(3) %527, align 16
  %1231 = extractelement <8 x bfloat> %657, i64 1
  store bfloat %1231, ptr addrspace(3) %528, align 2
  %1232 = extractelement <8 x bfloat> %657, i64 2
  store bfloat %1232, ptr addrspace(3) %529, align 4
  %1233 = extractelement <8 x bfloat> %657, i64 3
  store bfloat %1233, ptr addrspace(3) %530, align 2
  %1234 = extractelement <8 x bfloat> %657, i64 4
  store bfloat %1234, ptr addrspace(3) %531, align 8
  %1235 = extractelement <8 x bfloat> %657, i64 5
  store bfloat %1235, ptr addrspace(3) %532, align 2
  %1236 = extractelement <8 x bfloat> %657, i64 6
  store bfloat %1236, ptr addrspace(3) %533, align 4
  %1237 = extractelement <8 x bfloat> %657, i64 7
  store bfloat %1237, ptr addrspace(3) %534, align 2
  store bfloat %655, ptr addrspace(3) %535, align 16
  store bfloat %654, ptr addrspace(3) %536, align 2
  store bfloat %653, ptr addrspace(3) %537, align 4
  store bfloat %652, ptr addrspace(3) %538, align 2
  store bfloat %651, ptr addrspace(3) %539, align 8
  store bfloat %650, ptr addrspace(3) %540, align 2
  store bfloat %649, ptr addrspace(3) %541, align 4
  store bfloat %648, ptr addrspace(3) %542, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %1238

1238: ; preds = %1197, %1268
  %1239 = phi i64 [ 0, %1197 ], [ %1270, %1268 ]
  %1240 = shl nuw nsw i64 %1239, 7
  %1241 = add nsw i64 %1240, %8
  %1242 = lshr i64 %1241, 6
  %1243 = trunc i64 %1241 to i32
  %1244 = getelementptr float, ptr addrspace(3) @global_smem, i32 %1243
  %1245 = load float, ptr addrspace(3) %1244, align 4
  %1246 = trunc i64 %1242 to i32
  %1247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49920), i32 %1246
  %1248 = load float, ptr addrspace(3) %1247, align 4
  %1249 = fmul contract float %1245, %1248
  %1250 = shl nuw nsw i64 %1242, 5
  br label %1251

1251: ; preds = %1238, %1251
  %1252 = phi float [ %1249, %1238 ], [ %1265, %1251 ]
  %1253 = phi i64 [ 0, %1238 ], [ %1266, %1251 ]
  %1254 = add nuw nsw i64 %1253, %1250
  %1255 = trunc i64 %1254 to i32
  %1256 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %1255
  %1257 = load bfloat, ptr addrspace(3) %1256, align 2
  %1258 = shl nuw nsw i64 %1253, 6
  %1259 = or i64 %1258, %593
  %1260 = trunc i64 %1259 to i32
  %1261 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 54528), i32 %1260
  %1262 = load bfloat, ptr addrspace(3) %1261, align 2
  %1263 = fpext bfloat %1257 to float
  %1264 = fpext bfloat %1262 to float
  %1265 = tail call float @llvm.fma.f32(float %1263, float %1264, float %1252)
  %1266 = add nuw nsw i64 %1253, 1
  %1267 = icmp ult i64 %1253, 31
  br i1 %1267, label %1251, label %1268

1268: ; preds = %1251
  %1269 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %1243
  store float %1265, ptr addrspace(3) %1269, align 4
  %1270 = add nuw nsw i64 %1239, 1
  %1271 = icmp ult i64 %1239, 31
  br i1 %1271, label %1238, label %1272

1272: ; preds = %1268
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  %1273 = load float, ptr addrspace(3) %543, align 16
  store float %1273, ptr addrspace(3) %106, align 16
  %1274 = load float, ptr addrspace(3) %544, align 4
  store float %1274, ptr addrspace(3) %108, align 4
  %1275 = load float, ptr addrspace(3) %545, align 8
  store float %1275, ptr addrspace(3) %110, align 8
  %1276 = load float, ptr addrspace(3) %546, align 4
  store float %1276, ptr addrspace(3) %112, align 4
  %1277 = load float, ptr addrspace(3) %547, align 16
  store float %1277, ptr addrspace(3) %114, align 16
  %1278 = load float, ptr addrspace(3) %548, align 4
  store float %1278, ptr addrspace(3) %116, align 4
  %1279 = load float, ptr addrspace(3) %549, align 8
  store float %1279, ptr addrspace(3) %118, align 8
  %1280 = load float, ptr addrspace(3) %550, align 4
  store float %1280, ptr addrspace(3) %120, align 4
  %1281 = load float, ptr addrspace(3) %551, align 16
  store float %1281, ptr addrspace(3) %124, align 16
  %1282 = load float, ptr addrspace(3) %552, align 4
  store float %1282, ptr addrspace(3) %126, align 4
  %1283 = load float, ptr addrspace(3) %553, align 8
  store float %1283, ptr addrspace(3) %128, align 8
  %1284 = load float, ptr addrspace(3) %554, align 4
  store float %1284, ptr addrspace(3) %130, align 4
  %1285 = load float, ptr addrspace(3) %555, align 16
  store float %1285, ptr addrspace(3) %132, align 16
  %1286 = load float, ptr addrspace(3) %556, align 4
  store float %1286, ptr addrspace(3) %134, align 4
  %1287 = load float, ptr addrspace(3) %557, align 8
  store float %1287, ptr addrspace(3) %136, align 8
  %1288 = load float, ptr addrspace(3) %558, align 4
  store float %1288, ptr addrspace(3) %138, align 4
  %1289 = load float, ptr addrspace(3) %559, align 16
  store float %1289, ptr addrspace(3) %142, align 16
  %1290 = load float, ptr addrspace(3) %560, align 4
  store float %1290, ptr addrspace(3) %144, align 4
  %1291 = load float, ptr addrspace(3) %561, align 8
  store float %1291, ptr addrspace(3) %146, align 8
  %1292 = load float, ptr addrspace(3) %562, align 4
  store float %1292, ptr addrspace(3) %148, align 4
  %1293 = load float, ptr addrspace(3) %563, align 16
  store float %1293, ptr addrspace(3) %150, align 16
  %1294 = load float, ptr addrspace(3) %564, align 4
  store float %1294, ptr addrspace(3) %152, align 4
  %1295 = load float, ptr addrspace(3) %565, align 8
  store float %1295, ptr addrspace(3) %154, align 8
  %1296 = load float, ptr addrspace(3) %566, align 4
  store float %1296, ptr addrspace(3) %156, align 4
  %1297 = load float, ptr addrspace(3) %567, align 16
  store float %1297, ptr addrspace(3) %160, align 16
  %1298 = load float, ptr addrspace(3) %568, align 4
  store float %1298, ptr addrspace(3) %162, align 4
  %1299 = load float, ptr addrspace(3) %569, align 8
  store float %1299, ptr addrspace(3) %164, align 8
  %1300 = load float, ptr addrspace(3) %570, align 4
  store float %1300, ptr addrspace(3) %166, align 4
  %1301 = load float, ptr addrspace(3) %571, align 16
  store float %1301, ptr addrspace(3) %168, align 16
  %1302 = load float, ptr addrspace(3) %572, align 4
  store float %1302, ptr addrspace(3) %170, align 4
  %1303 = load float, ptr addrspace(3) %573, align 8
  store float %1303, ptr addrspace(3) %172, align 8
  %1304 = load float, ptr addrspace(3) %574, align 4
  store float %1304, ptr addrspace(3) %174, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %175, label %1305, label %1311

1305: ; preds = %1272
  %1306 = load float, ptr addrspace(3) %594, align 4
  %1307 = load float, ptr addrspace(3) %591, align 4
  %1308 = fmul contract float %1306, %1307
  %1309 = load float, ptr addrspace(3) %595, align 4
  %1310 = fadd contract float %1308, %1309
  store float %1310, ptr addrspace(3) %594, align 4
  br label %1311

1311: ; preds = %1305, %1272
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %175, label %1312, label %1316

1312: ; preds = %1311
  %1313 = load float, ptr addrspace(3) %589, align 4
  %1314 = load float, ptr addrspace(3) %590, align 4
  %1315 = tail call float @llvm.maxnum.f32(float %1313, float %1314)
  store float %1315, ptr addrspace(3) %589, align 4
  br label %1316

1316: ; preds = %1312, %1311
  tail call void @llvm.musa.syncthreads.lm()
  store bfloat %667, ptr addrspace(3) %198, align 16
  store bfloat %668, ptr addrspace(3) %199, align 2
  store bfloat %669, ptr addrspace(3) %200, align 4
  store bfloat %670, ptr addrspace(3) %201, align 2
  store bfloat %671, ptr addrspace(3) %202, align 8
  store bfloat %672, ptr addrspace(3) %203, align 2
  store bfloat %673, ptr addrspace(3) %204, align 4
  store bfloat %674, ptr addrspace(3) %205, align 2
  store bfloat %682, ptr addrspace(3) %222, align 16
  store bfloat %683, ptr addrspace(3) %223, align 2
  store bfloat %684, ptr addrspace(3) %224, align 4
  store bfloat %685, ptr addrspace(3) %225, align 2
  store bfloat %686, ptr addrspace(3) %226, align 8
  store bfloat %687, ptr addrspace(3) %227, align 2
  store bfloat %688, ptr addrspace(3) %228, align 4
  store bfloat %689, ptr addrspace(3) %229, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %659, label %647, label %._crit_edge

._crit_edge: ; preds = %1316, %242
  %1317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %14
  %1318 = load float, ptr addrspace(3) %1317, align 4
  %1319 = load <8 x float>, ptr addrspace(3) %106, align 16
  %1320 = insertelement <8 x float> poison, float %1318, i64 0
  %1321 = shufflevector <8 x float> %1320, <8 x float> poison, <8 x i32> zeroinitializer
  %1322 = fdiv <8 x float> %1319, %1321
  %1323 = fptrunc <8 x float> %1322 to <8 x bfloat>
  %1324 = getelementptr bfloat, ptr addrspace(1) %3, i64 %17
  %1325 = getelementptr bfloat, ptr addrspace(1) %1324, i64 %12
  store <8 x bfloat> %1323, ptr addrspace(1) %1325, align 16
  %1326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %37
  %1327 = load float, ptr addrspace(3) %1326, align 4
  %1328 = load <8 x float>, ptr addrspace(3) %124, align 16
  %1329 = insertelement <8 x float> poison, float %1327, i64 0
  %1330 = shufflevector <8 x float> %1329, <8 x float> poison, <8 x i32> zeroinitializer
  %1331 = fdiv <8 x float> %1328, %1330
  %1332 = fptrunc <8 x float> %1331 to <8 x bfloat>
  %1333 = getelementptr bfloat, ptr addrspace(1) %3, i64 %40
  %1334 = getelementptr bfloat, ptr addrspace(1) %1333, i64 %12
  store <8 x bfloat> %1332, ptr addrspace(1) %1334, align 16
  %1335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %60
  %1336 = load float, ptr addrspace(3) %1335, align 4
  %1337 = load <8 x float>, ptr addrspace(3) %142, align 16
  %1338 = insertelement <8 x float> poison, float %1336, i64 0
  %1339 = shufflevector <8 x float> %1338, <8 x float> poison, <8 x i32> zeroinitializer
  %1340 = fdiv <8 x float> %1337, %1339
  %1341 = fptrunc <8 x float> %1340 to <8 x bfloat>
  %1342 = getelementptr bfloat, ptr addrspace(1) %3, i64 %63
  %1343 = getelementptr bfloat, ptr addrspace(1) %1342, i64 %12
  store <8 x bfloat> %1341, ptr addrspace(1) %1343, align 16
  %1344 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %83
  %1345 = load float, ptr addrspace(3) %1344, align 4
  %1346 = load <8 x float>, ptr addrspace(3) %160, align 16
  %1347 = insertelement <8 x float> poison, float %1345, i64 0
  %1348 = shufflevector <8 x float> %1347, <8 x float> poison, <8 x i32> zeroinitializer
  %1349 = fdiv <8 x float> %1346, %1348
  %1350 = fptrunc <8 x float> %1349 to <8 x bfloat>
  %1351 = getelementptr bfloat, ptr addrspace(1) %3, i64 %86
  %1352 = getelementptr bfloat, ptr addrspace(1) %1351, i64 %12
  store <8 x bfloat> %1350, ptr addrspace(1) %1352, align 16
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
