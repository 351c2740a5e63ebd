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
  %27 = add nuw nsw i64 %13, 8
  %28 = trunc i64 %27 to i32
  %29 = add i32 %10, %28
  %30 = shl i32 %29, 6
  %31 = sext i32 %30 to i64
  %32 = getelementptr float, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr float, ptr addrspace(1) %32, i64 %12
  %34 = load float, ptr addrspace(1) %33, align 16
  %35 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 4
  %36 = load float, ptr addrspace(1) %35, align 4
  %37 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 8
  %38 = load float, ptr addrspace(1) %37, align 8
  %39 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 12
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = add nuw nsw i64 %13, 16
  %42 = trunc i64 %41 to i32
  %43 = add i32 %10, %42
  %44 = shl i32 %43, 6
  %45 = sext i32 %44 to i64
  %46 = getelementptr float, ptr addrspace(1) %0, i64 %45
  %47 = getelementptr float, ptr addrspace(1) %46, i64 %12
  %48 = load float, ptr addrspace(1) %47, align 16
  %49 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 4
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 8
  %52 = load float, ptr addrspace(1) %51, align 8
  %53 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 12
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = add nuw nsw i64 %13, 24
  %56 = trunc i64 %55 to i32
  %57 = add i32 %10, %56
  %58 = shl i32 %57, 6
  %59 = sext i32 %58 to i64
  %60 = getelementptr float, ptr addrspace(1) %0, i64 %59
  %61 = getelementptr float, ptr addrspace(1) %60, i64 %12
  %62 = load float, ptr addrspace(1) %61, align 16
  %63 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 4
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 8
  %66 = load float, ptr addrspace(1) %65, align 8
  %67 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 12
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = add nuw nsw i64 %13, 32
  %70 = trunc i64 %69 to i32
  %71 = add i32 %10, %70
  %72 = shl i32 %71, 6
  %73 = sext i32 %72 to i64
  %74 = getelementptr float, ptr addrspace(1) %0, i64 %73
  %75 = getelementptr float, ptr addrspace(1) %74, i64 %12
  %76 = load float, ptr addrspace(1) %75, align 16
  %77 = getelementptr inbounds i8, ptr addrspace(1) %75, i64 4
  %78 = load float, ptr addrspace(1) %77, align 4
  %79 = getelementptr inbounds i8, ptr addrspace(1) %75, i64 8
  %80 = load float, ptr addrspace(1) %79, align 8
  %81 = getelementptr inbounds i8, ptr addrspace(1) %75, i64 12
  %82 = load float, ptr addrspace(1) %81, align 4
  %83 = add nuw nsw i64 %13, 40
  %84 = trunc i64 %83 to i32
  %85 = add i32 %10, %84
  %86 = shl i32 %85, 6
  %87 = sext i32 %86 to i64
  %88 = getelementptr float, ptr addrspace(1) %0, i64 %87
  %89 = getelementptr float, ptr addrspace(1) %88, i64 %12
  %90 = load float, ptr addrspace(1) %89, align 16
  %91 = getelementptr inbounds i8, ptr addrspace(1) %89, i64 4
  %92 = load float, ptr addrspace(1) %91, align 4
  %93 = getelementptr inbounds i8, ptr addrspace(1) %89, i64 8
  %94 = load float, ptr addrspace(1) %93, align 8
  %95 = getelementptr inbounds i8, ptr addrspace(1) %89, i64 12
  %96 = load float, ptr addrspace(1) %95, align 4
  %97 = add nuw nsw i64 %13, 48
  %98 = trunc i64 %97 to i32
  %99 = add i32 %10, %98
  %100 = shl i32 %99, 6
  %101 = sext i32 %100 to i64
  %102 = getelementptr float, ptr addrspace(1) %0, i64 %101
  %103 = getelementptr float, ptr addrspace(1) %102, i64 %12
  %104 = load float, ptr addrspace(1) %103, align 16
  %105 = getelementptr inbounds i8, ptr addrspace(1) %103, i64 4
  %106 = load float, ptr addrspace(1) %105, align 4
  %107 = getelementptr inbounds i8, ptr addrspace(1) %103, i64 8
  %108 = load float, ptr addrspace(1) %107, align 8
  %109 = getelementptr inbounds i8, ptr addrspace(1) %103, i64 12
  %110 = load float, ptr addrspace(1) %109, align 4
  %111 = add nuw nsw i64 %13, 56
  %112 = trunc i64 %111 to i32
  %113 = add i32 %10, %112
  %114 = shl i32 %113, 6
  %115 = sext i32 %114 to i64
  %116 = getelementptr float, ptr addrspace(1) %0, i64 %115
  %117 = getelementptr float, ptr addrspace(1) %116, i64 %12
  %118 = load float, ptr addrspace(1) %117, align 16
  %119 = getelementptr inbounds i8, ptr addrspace(1) %117, i64 4
  %120 = load float, ptr addrspace(1) %119, align 4
  %121 = getelementptr inbounds i8, ptr addrspace(1) %117, i64 8
  %122 = load float, ptr addrspace(1) %121, align 8
  %123 = getelementptr inbounds i8, ptr addrspace(1) %117, i64 12
  %124 = load float, ptr addrspace(1) %123, align 4
  %125 = icmp sgt i32 %5, 0
  %126 = icmp ult i32 %7, 64
  br i1 %126, label %127, label %129

127: ; preds = %6
  %128 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %128, align 4
  br label %129

129: ; preds = %127, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %126, label %130, label %132

130: ; preds = %129
  %131 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %131, align 4
  br label %132

132: ; preds = %130, %129
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %125, label %133, label %208

133: ; preds = %132
  %134 = shl i32 %14, 6
  %135 = sext i32 %134 to i64
  %136 = getelementptr float, ptr addrspace(1) %1, i64 %135
  %137 = getelementptr float, ptr addrspace(1) %136, i64 %12
  %138 = load float, ptr addrspace(1) %137, align 16
  %139 = getelementptr inbounds i8, ptr addrspace(1) %137, i64 4
  %140 = load float, ptr addrspace(1) %139, align 4
  %141 = getelementptr inbounds i8, ptr addrspace(1) %137, i64 8
  %142 = load float, ptr addrspace(1) %141, align 8
  %143 = getelementptr inbounds i8, ptr addrspace(1) %137, i64 12
  %144 = load float, ptr addrspace(1) %143, align 4
  %145 = shl i32 %28, 6
  %146 = sext i32 %145 to i64
  %147 = getelementptr float, ptr addrspace(1) %1, i64 %146
  %148 = getelementptr float, ptr addrspace(1) %147, i64 %12
  %149 = load float, ptr addrspace(1) %148, align 16
  %150 = getelementptr inbounds i8, ptr addrspace(1) %148, i64 4
  %151 = load float, ptr addrspace(1) %150, align 4
  %152 = getelementptr inbounds i8, ptr addrspace(1) %148, i64 8
  %153 = load float, ptr addrspace(1) %152, align 8
  %154 = getelementptr inbounds i8, ptr addrspace(1) %148, i64 12
  %155 = load float, ptr addrspace(1) %154, align 4
  %156 = shl i32 %42, 6
  %157 = sext i32 %156 to i64
  %158 = getelementptr float, ptr addrspace(1) %1, i64 %157
  %159 = getelementptr float, ptr addrspace(1) %158, i64 %12
  %160 = load float, ptr addrspace(1) %159, align 16
  %161 = getelementptr inbounds i8, ptr addrspace(1) %159, i64 4
  %162 = load float, ptr addrspace(1) %161, align 4
  %163 = getelementptr inbounds i8, ptr addrspace(1) %159, i64 8
  %164 = load float, ptr addrspace(1) %163, align 8
  %165 = getelementptr inbounds i8, ptr addrspace(1) %159, i64 12
  %166 = load float, ptr addrspace(1) %165, align 4
  %167 = shl i32 %56, 6
  %168 = sext i32 %167 to i64
  %169 = getelementptr float, ptr addrspace(1) %1, i64 %168
  %170 = getelementptr float, ptr addrspace(1) %169, i64 %12
  %171 = load float, ptr addrspace(1) %170, align 16
  %172 = getelementptr inbounds i8, ptr addrspace(1) %170, i64 4
  %173 = load float, ptr addrspace(1) %172, align 4
  %174 = getelementptr inbounds i8, ptr addrspace(1) %170, i64 8
  %175 = load float, ptr addrspace(1) %174, align 8
  %176 = getelementptr inbounds i8, ptr addrspace(1) %170, i64 12
  %177 = load float, ptr addrspace(1) %176, align 4
  %178 = getelementptr float, ptr addrspace(1) %2, i64 %135
  %179 = getelementptr float, ptr addrspace(1) %178, i64 %12
  %180 = load float, ptr addrspace(1) %179, align 16
  %181 = getelementptr inbounds i8, ptr addrspace(1) %179, i64 4
  %182 = load float, ptr addrspace(1) %181, align 4
  %183 = getelementptr inbounds i8, ptr addrspace(1) %179, i64 8
  %184 = load float, ptr addrspace(1) %183, align 8
  %185 = getelementptr inbounds i8, ptr addrspace(1) %179, i64 12
  %186 = load float, ptr addrspace(1) %185, align 4
  %187 = getelementptr float, ptr addrspace(1) %2, i64 %146
  %188 = getelementptr float, ptr addrspace(1) %187, i64 %12
  %189 = load float, ptr addrspace(1) %188, align 16
  %190 = getelementptr inbounds i8, ptr addrspace(1) %188, i64 4
  %191 = load float, ptr addrspace(1) %190, align 4
  %192 = getelementptr inbounds i8, ptr addrspace(1) %188, i64 8
  %193 = load float, ptr addrspace(1) %192, align 8
  %194 = getelementptr inbounds i8, ptr addrspace(1) %188, i64 12
  %195 = load float, ptr addrspace(1) %194, align 4
  %196 = getelementptr float, ptr addrspace(1) %2, i64 %157
  %197 = getelementptr float, ptr addrspace(1) %196, i64 %12
  %198 = load float, ptr addrspace(1) %197, align 16
  %199 = getelementptr inbounds i8, ptr addrspace(1) %197, i64 4
  %200 = load float, ptr addrspace(1) %199, align 4
  %201 = getelementptr inbounds i8, ptr addrspace(1) %197, i64 8
  %202 = load float, ptr addrspace(1) %201, align 8
  %203 = getelementptr inbounds i8, ptr addrspace(1) %197, i64 12
  %204 = load float, ptr addrspace(1) %203, align 4
  %205 = getelementptr float, ptr addrspace(1) %2, i64 %168
  %206 = getelementptr float, ptr addrspace(1) %205, i64 %12
  %207 = load <4 x float>, ptr addrspace(1) %206, align 16
  br label %208

208: ; preds = %132, %133
  %209 = phi float [ %204, %133 ], [ 0.000000e+00, %132 ]
  %210 = phi float [ %202, %133 ], [ 0.000000e+00, %132 ]
  %211 = phi float [ %200, %133 ], [ 0.000000e+00, %132 ]
  %212 = phi float [ %198, %133 ], [ 0.000000e+00, %132 ]
  %213 = phi float [ %186, %133 ], [ 0.000000e+00, %132 ]
  %214 = phi float [ %184, %133 ], [ 0.000000e+00, %132 ]
  %215 = phi float [ %182, %133 ], [ 0.000000e+00, %132 ]
  %216 = phi float [ %180, %133 ], [ 0.000000e+00, %132 ]
  %217 = phi float [ %166, %133 ], [ 0.000000e+00, %132 ]
  %218 = phi float [ %164, %133 ], [ 0.000000e+00, %132 ]
  %219 = phi float [ %162, %133 ], [ 0.000000e+00, %132 ]
  %220 = phi float [ %160, %133 ], [ 0.000000e+00, %132 ]
  %221 = phi float [ %144, %133 ], [ 0.000000e+00, %132 ]
  %222 = phi float [ %142, %133 ], [ 0.000000e+00, %132 ]
  %223 = phi float [ %140, %133 ], [ 0.000000e+00, %132 ]
  %224 = phi float [ %138, %133 ], [ 0.000000e+00, %132 ]
  %225 = phi float [ %149, %133 ], [ 0.000000e+00, %132 ]
  %226 = phi float [ %151, %133 ], [ 0.000000e+00, %132 ]
  %227 = phi float [ %153, %133 ], [ 0.000000e+00, %132 ]
  %228 = phi float [ %155, %133 ], [ 0.000000e+00, %132 ]
  %229 = phi float [ %171, %133 ], [ 0.000000e+00, %132 ]
  %230 = phi float [ %173, %133 ], [ 0.000000e+00, %132 ]
  %231 = phi float [ %175, %133 ], [ 0.000000e+00, %132 ]
  %232 = phi float [ %177, %133 ], [ 0.000000e+00, %132 ]
  %233 = phi float [ %189, %133 ], [ 0.000000e+00, %132 ]
  %234 = phi float [ %191, %133 ], [ 0.000000e+00, %132 ]
  %235 = phi float [ %193, %133 ], [ 0.000000e+00, %132 ]
  %236 = phi float [ %195, %133 ], [ 0.000000e+00, %132 ]
  %237 = phi <4 x float> [ %207, %133 ], [ zeroinitializer, %132 ]
  %238 = or i64 %12, 1
  %239 = or i64 %12, 2
  %240 = or i64 %12, 3
  %241 = and i64 %11, -64
  %242 = trunc i64 %11 to i32
  %243 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %242
  %244 = or i64 %238, %241
  %245 = trunc i64 %244 to i32
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %245
  %247 = or i64 %239, %241
  %248 = trunc i64 %247 to i32
  %249 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %248
  %250 = or i64 %240, %241
  %251 = trunc i64 %250 to i32
  %252 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %251
  %253 = shl i64 %27, 6
  %254 = or i64 %253, %12
  %255 = trunc i64 %254 to i32
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %255
  %257 = or i64 %253, %238
  %258 = trunc i64 %257 to i32
  %259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %258
  %260 = or i64 %253, %239
  %261 = trunc i64 %260 to i32
  %262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %261
  %263 = or i64 %253, %240
  %264 = trunc i64 %263 to i32
  %265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %264
  %266 = shl i64 %41, 6
  %267 = or i64 %266, %12
  %268 = trunc i64 %267 to i32
  %269 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %268
  %270 = or i64 %266, %238
  %271 = trunc i64 %270 to i32
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %271
  %273 = or i64 %266, %239
  %274 = trunc i64 %273 to i32
  %275 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %274
  %276 = or i64 %266, %240
  %277 = trunc i64 %276 to i32
  %278 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %277
  %279 = shl i64 %55, 6
  %280 = or i64 %279, %12
  %281 = trunc i64 %280 to i32
  %282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %281
  %283 = or i64 %279, %238
  %284 = trunc i64 %283 to i32
  %285 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %284
  %286 = or i64 %279, %239
  %287 = trunc i64 %286 to i32
  %288 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %287
  %289 = or i64 %279, %240
  %290 = trunc i64 %289 to i32
  %291 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %290
  %292 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %242
  %293 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %245
  %294 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %248
  %295 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %251
  %296 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %255
  %297 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %258
  %298 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %261
  %299 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %264
  %300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %268
  %301 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %271
  %302 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %274
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %277
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %281
  %305 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %284
  %306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %287
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %290
  %308 = shl i64 %69, 6
  %309 = or i64 %308, %12
  %310 = trunc i64 %309 to i32
  %311 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %310
  %312 = or i64 %308, %238
  %313 = trunc i64 %312 to i32
  %314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %313
  %315 = or i64 %308, %239
  %316 = trunc i64 %315 to i32
  %317 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %316
  %318 = or i64 %308, %240
  %319 = trunc i64 %318 to i32
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %319
  %321 = shl i64 %83, 6
  %322 = or i64 %321, %12
  %323 = trunc i64 %322 to i32
  %324 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %323
  %325 = or i64 %321, %238
  %326 = trunc i64 %325 to i32
  %327 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %326
  %328 = or i64 %321, %239
  %329 = trunc i64 %328 to i32
  %330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %329
  %331 = or i64 %321, %240
  %332 = trunc i64 %331 to i32
  %333 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %332
  %334 = shl i64 %97, 6
  %335 = or i64 %334, %12
  %336 = trunc i64 %335 to i32
  %337 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %336
  %338 = or i64 %334, %238
  %339 = trunc i64 %338 to i32
  %340 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %339
  %341 = or i64 %334, %239
  %342 = trunc i64 %341 to i32
  %343 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %342
  %344 = or i64 %334, %240
  %345 = trunc i64 %344 to i32
  %346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %345
  %347 = shl i64 %111, 6
  %348 = or i64 %347, %12
  %349 = trunc i64 %348 to i32
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %349
  %351 = or i64 %347, %238
  %352 = trunc i64 %351 to i32
  %353 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %352
  %354 = or i64 %347, %239
  %355 = trunc i64 %354 to i32
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %355
  %357 = or i64 %347, %240
  %358 = trunc i64 %357 to i32
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %358
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %242
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %245
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %248
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %251
  %364 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %255
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %258
  %366 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %261
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %264
  %368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %268
  %369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %271
  %370 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %274
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %277
  %372 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %281
  %373 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %284
  %374 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %287
  %375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %290
  %376 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %310
  %377 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %313
  %378 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %316
  %379 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %319
  %380 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %323
  %381 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %326
  %382 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %329
  %383 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %332
  %384 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %336
  %385 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %339
  %386 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %342
  %387 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %345
  %388 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %349
  %389 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %352
  %390 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %355
  %391 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %358
  %392 = and i64 %11, 28
  %393 = lshr i64 %11, 5
  %394 = or i64 %392, 1
  %395 = or i64 %392, 2
  %396 = or i64 %392, 3
  %397 = shl nuw nsw i64 %392, 6
  %398 = add nuw nsw i64 %397, %393
  %399 = trunc i64 %398 to i32
  %400 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %399
  %401 = and i64 %11, -32
  %402 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %242
  %403 = shl nuw nsw i64 %394, 6
  %404 = add nuw nsw i64 %403, %393
  %405 = trunc i64 %404 to i32
  %406 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %405
  %407 = or i64 %394, %401
  %408 = trunc i64 %407 to i32
  %409 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %408
  %410 = shl nuw nsw i64 %395, 6
  %411 = add nuw nsw i64 %410, %393
  %412 = trunc i64 %411 to i32
  %413 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %412
  %414 = or i64 %395, %401
  %415 = trunc i64 %414 to i32
  %416 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %415
  %417 = shl nuw nsw i64 %396, 6
  %418 = add nuw nsw i64 %417, %393
  %419 = trunc i64 %418 to i32
  %420 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %419
  %421 = or i64 %396, %401
  %422 = trunc i64 %421 to i32
  %423 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %422
  %424 = add nuw nsw i64 %393, 16
  %425 = add nuw nsw i64 %424, %397
  %426 = trunc i64 %425 to i32
  %427 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %426
  %428 = shl i64 %424, 5
  %429 = or i64 %428, %392
  %430 = trunc i64 %429 to i32
  %431 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %430
  %432 = add nuw nsw i64 %403, %424
  %433 = trunc i64 %432 to i32
  %434 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %433
  %435 = or i64 %428, %394
  %436 = trunc i64 %435 to i32
  %437 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %436
  %438 = add nuw nsw i64 %410, %424
  %439 = trunc i64 %438 to i32
  %440 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %439
  %441 = or i64 %428, %395
  %442 = trunc i64 %441 to i32
  %443 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %442
  %444 = add nuw nsw i64 %417, %424
  %445 = trunc i64 %444 to i32
  %446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %445
  %447 = or i64 %428, %396
  %448 = trunc i64 %447 to i32
  %449 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %448
  %450 = add nuw nsw i64 %393, 32
  %451 = add nuw nsw i64 %450, %397
  %452 = trunc i64 %451 to i32
  %453 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %452
  %454 = shl i64 %450, 5
  %455 = or i64 %454, %392
  %456 = trunc i64 %455 to i32
  %457 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %456
  %458 = add nuw nsw i64 %403, %450
  %459 = trunc i64 %458 to i32
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %459
  %461 = or i64 %454, %394
  %462 = trunc i64 %461 to i32
  %463 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %462
  %464 = add nuw nsw i64 %410, %450
  %465 = trunc i64 %464 to i32
  %466 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %465
  %467 = or i64 %454, %395
  %468 = trunc i64 %467 to i32
  %469 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %468
  %470 = add nuw nsw i64 %417, %450
  %471 = trunc i64 %470 to i32
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %471
  %473 = or i64 %454, %396
  %474 = trunc i64 %473 to i32
  %475 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %474
  %476 = add nuw nsw i64 %393, 48
  %477 = add nuw nsw i64 %476, %397
  %478 = trunc i64 %477 to i32
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %478
  %480 = shl i64 %476, 5
  %481 = or i64 %480, %392
  %482 = trunc i64 %481 to i32
  %483 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %482
  %484 = add nuw nsw i64 %403, %476
  %485 = trunc i64 %484 to i32
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %485
  %487 = or i64 %480, %394
  %488 = trunc i64 %487 to i32
  %489 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %488
  %490 = add nuw nsw i64 %410, %476
  %491 = trunc i64 %490 to i32
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %491
  %493 = or i64 %480, %395
  %494 = trunc i64 %493 to i32
  %495 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %494
  %496 = add nuw nsw i64 %417, %476
  %497 = trunc i64 %496 to i32
  %498 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 25088), i32 %497
  %499 = or i64 %480, %396
  %500 = trunc i64 %499 to i32
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %500
  %502 = and i64 %8, 31
  %503 = lshr i64 %8, 5
  %504 = shl i64 %503, 6
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %7
  %506 = add nuw nsw i64 %503, 4
  %507 = shl i64 %506, 6
  %508 = shl i64 %506, 5
  %509 = or i64 %508, %502
  %510 = trunc i64 %509 to i32
  %511 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %510
  %512 = add nuw nsw i64 %503, 8
  %513 = shl i64 %512, 6
  %514 = shl i64 %512, 5
  %515 = or i64 %514, %502
  %516 = trunc i64 %515 to i32
  %517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %516
  %518 = add nuw nsw i64 %503, 12
  %519 = shl i64 %518, 6
  %520 = shl i64 %518, 5
  %521 = or i64 %520, %502
  %522 = trunc i64 %521 to i32
  %523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %522
  %524 = add nuw nsw i64 %503, 16
  %525 = shl i64 %524, 6
  %526 = shl i64 %524, 5
  %527 = or i64 %526, %502
  %528 = trunc i64 %527 to i32
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %528
  %530 = add nuw nsw i64 %503, 20
  %531 = shl i64 %530, 6
  %532 = shl i64 %530, 5
  %533 = or i64 %532, %502
  %534 = trunc i64 %533 to i32
  %535 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %534
  %536 = add nuw nsw i64 %503, 24
  %537 = shl i64 %536, 6
  %538 = shl i64 %536, 5
  %539 = or i64 %538, %502
  %540 = trunc i64 %539 to i32
  %541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %540
  %542 = add nuw nsw i64 %503, 28
  %543 = shl i64 %542, 6
  %544 = shl i64 %542, 5
  %545 = or i64 %544, %502
  %546 = trunc i64 %545 to i32
  %547 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %546
  %548 = add nuw nsw i64 %503, 32
  %549 = shl i64 %548, 6
  %550 = shl i64 %548, 5
  %551 = or i64 %550, %502
  %552 = trunc i64 %551 to i32
  %553 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %552
  %554 = add nuw nsw i64 %503, 36
  %555 = shl i64 %554, 6
  %556 = shl i64 %554, 5
  %557 = or i64 %556, %502
  %558 = trunc i64 %557 to i32
  %559 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %558
  %560 = add nuw nsw i64 %503, 40
  %561 = shl i64 %560, 6
  %562 = shl i64 %560, 5
  %563 = or i64 %562, %502
  %564 = trunc i64 %563 to i32
  %565 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %564
  %566 = add nuw nsw i64 %503, 44
  %567 = shl i64 %566, 6
  %568 = shl i64 %566, 5
  %569 = or i64 %568, %502
  %570 = trunc i64 %569 to i32
  %571 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %570
  %572 = add nuw nsw i64 %503, 48
  %573 = shl i64 %572, 6
  %574 = shl i64 %572, 5
  %575 = or i64 %574, %502
  %576 = trunc i64 %575 to i32
  %577 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %576
  %578 = add nuw nsw i64 %503, 52
  %579 = shl i64 %578, 6
  %580 = shl i64 %578, 5
  %581 = or i64 %580, %502
  %582 = trunc i64 %581 to i32
  %583 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %582
  %584 = add nuw nsw i64 %503, 56
  %585 = shl i64 %584, 6
  %586 = shl i64 %584, 5
  %587 = or i64 %586, %502
  %588 = trunc i64 %587 to i32
  %589 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %588
  %590 = add nuw nsw i64 %503, 60
  %591 = shl i64 %590, 6
  %592 = shl i64 %590, 5
  %593 = or i64 %592, %502
  %594 = trunc i64 %593 to i32
  %595 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %594
  %596 = and i64 %8, 1
  %597 = icmp ult i32 %7, 128
  %598 = icmp eq i64 %596, 0
  %599 = and i1 %597, %598
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %242
  %601 = trunc i64 %393 to i32
  %602 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %601
  %603 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %601
  %604 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %408
  %605 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %415
  %606 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %422
  %607 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %430
  %608 = trunc i64 %424 to i32
  %609 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %608
  %610 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %608
  %611 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %436
  %612 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %442
  %613 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %448
  %614 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %456
  %615 = trunc i64 %450 to i32
  %616 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %615
  %617 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %615
  %618 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %462
  %619 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %468
  %620 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %474
  %621 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %482
  %622 = trunc i64 %476 to i32
  %623 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %622
  %624 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %622
  %625 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %488
  %626 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %494
  %627 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %500
  %628 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %242
  %629 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %408
  %630 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %415
  %631 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %422
  %632 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %430
  %633 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %436
  %634 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %442
  %635 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %448
  %636 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %456
  %637 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %462
  %638 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %468
  %639 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %474
  %640 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %482
  %641 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %488
  %642 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %494
  %643 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %500
  %644 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %242
  %645 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %245
  %646 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %248
  %647 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %251
  %648 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %255
  %649 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %258
  %650 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %261
  %651 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %264
  %652 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %268
  %653 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %271
  %654 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %274
  %655 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %277
  %656 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %281
  %657 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %284
  %658 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %287
  %659 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %290
  %660 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %242
  %661 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %245
  %662 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %248
  %663 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %251
  %664 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %255
  %665 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %268
  %666 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %281
  %667 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %310
  %668 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %323
  %669 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %336
  %670 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %349
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %12
  %invariant.gep91 = getelementptr float, ptr addrspace(1) %2, i64 %12
  br i1 %125, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %208
  %671 = shl nsw i64 %8, 4
  %672 = and i64 %671, -32
  %673 = select i1 %597, i64 %672, i64 0
  %674 = shl nuw nsw i64 %596, 2
  %675 = extractelement <4 x float> %237, i64 3
  %676 = extractelement <4 x float> %237, i64 2
  %677 = extractelement <4 x float> %237, i64 1
  %678 = extractelement <4 x float> %237, i64 0
  %679 = lshr i32 %7, 1
  %680 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %679
  %681 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %682 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41472), i32 %7
  %683 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %7
  %684 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41984), i32 %679
  %685 = and i64 %8, 63
  %686 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %687 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41984), i32 %7
  %688 = or i64 %674, %673
  %689 = trunc i64 %688 to i32
  %690 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %689
  %691 = or i32 %689, 1
  %692 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %691
  %693 = or i32 %689, 2
  %694 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %693
  %695 = or i32 %689, 3
  %696 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %695
  %697 = or i64 %674, %673
  %698 = trunc i64 %697 to i32
  %699 = or i32 %698, 8
  %700 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %699
  %701 = or i32 %698, 9
  %702 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %701
  %703 = or i32 %698, 10
  %704 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %703
  %705 = or i32 %698, 11
  %706 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %705
  %707 = or i64 %674, %673
  %708 = trunc i64 %707 to i32
  %709 = or i32 %708, 16
  %710 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %709
  %711 = or i32 %708, 17
  %712 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %711
  %713 = or i32 %708, 18
  %714 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %713
  %715 = or i32 %708, 19
  %716 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %715
  %717 = or i64 %674, %673
  %718 = trunc i64 %717 to i32
  %719 = or i32 %718, 24
  %720 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %719
  %721 = or i32 %718, 25
  %722 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %721
  %723 = or i32 %718, 26
  %724 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %723
  %725 = or i32 %718, 27
  %726 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 33280), i32 %725
  %727 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %689
  %728 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %691
  %729 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %693
  %730 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %695
  %731 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %699
  %732 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %701
  %733 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %703
  %734 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %705
  %735 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %709
  %736 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %711
  %737 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %713
  %738 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %715
  %739 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %719
  %740 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %721
  %741 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %723
  %742 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %725
  br label %743

743: ; preds = %.lr.ph, %1427
  %744 = phi float [ %675, %.lr.ph ], [ %1227, %1427 ]
  %745 = phi float [ %676, %.lr.ph ], [ %905, %1427 ]
  %746 = phi float [ %677, %.lr.ph ], [ %938, %1427 ]
  %747 = phi float [ %678, %.lr.ph ], [ %904, %1427 ]
  %748 = phi float [ %209, %.lr.ph ], [ %875, %1427 ]
  %749 = phi float [ %210, %.lr.ph ], [ %876, %1427 ]
  %750 = phi float [ %211, %.lr.ph ], [ %877, %1427 ]
  %751 = phi float [ %212, %.lr.ph ], [ %878, %1427 ]
  %752 = phi float [ %236, %.lr.ph ], [ %902, %1427 ]
  %753 = phi float [ %235, %.lr.ph ], [ %901, %1427 ]
  %754 = phi float [ %234, %.lr.ph ], [ %900, %1427 ]
  %755 = phi float [ %233, %.lr.ph ], [ %899, %1427 ]
  %756 = phi float [ %213, %.lr.ph ], [ %879, %1427 ]
  %757 = phi float [ %214, %.lr.ph ], [ %880, %1427 ]
  %758 = phi float [ %215, %.lr.ph ], [ %881, %1427 ]
  %759 = phi float [ %216, %.lr.ph ], [ %882, %1427 ]
  %760 = phi float [ %232, %.lr.ph ], [ %898, %1427 ]
  %761 = phi float [ %231, %.lr.ph ], [ %897, %1427 ]
  %762 = phi float [ %230, %.lr.ph ], [ %896, %1427 ]
  %763 = phi float [ %229, %.lr.ph ], [ %895, %1427 ]
  %764 = phi float [ %217, %.lr.ph ], [ %883, %1427 ]
  %765 = phi float [ %218, %.lr.ph ], [ %884, %1427 ]
  %766 = phi float [ %219, %.lr.ph ], [ %885, %1427 ]
  %767 = phi float [ %220, %.lr.ph ], [ %886, %1427 ]
  %768 = phi float [ %228, %.lr.ph ], [ %894, %1427 ]
  %769 = phi float [ %227, %.lr.ph ], [ %893, %1427 ]
  %770 = phi float [ %226, %.lr.ph ], [ %892, %1427 ]
  %771 = phi float [ %225, %.lr.ph ], [ %891, %1427 ]
  %772 = phi float [ %221, %.lr.ph ], [ %887, %1427 ]
  %773 = phi float [ %222, %.lr.ph ], [ %888, %1427 ]
  %774 = phi float [ %223, %.lr.ph ], [ %889, %1427 ]
  %775 = phi float [ %224, %.lr.ph ], [ %890, %1427 ]
  %776 = phi float [ 0.000000e+00, %.lr.ph ], [ %1455, %1427 ]
  %777 = phi float [ 0.000000e+00, %.lr.ph ], [ %1454, %1427 ]
  %778 = phi float [ 0.000000e+00, %.lr.ph ], [ %1453, %1427 ]
  %779 = phi float [ 0.000000e+00, %.lr.ph ], [ %1452, %1427 ]
  %780 = phi float [ 0.000000e+00, %.lr.ph ], [ %1451, %1427 ]
  %781 = phi float [ 0.000000e+00, %.lr.ph ], [ %1450, %1427 ]
  %782 = phi float [ 0.000000e+00, %.lr.ph ], [ %1449, %1427 ]
  %783 = phi float [ 0.000000e+00, %.lr.ph ], [ %1448, %1427 ]
  %784 = phi float [ 0.000000e+00, %.lr.ph ], [ %1447, %1427 ]
  %785 = phi float [ 0.000000e+00, %.lr.ph ], [ %1446, %1427 ]
  %786 = phi float [ 0.000000e+00, %.lr.ph ], [ %1445, %1427 ]
  %787 = phi float [ 0.000000e+00, %.lr.ph ], [ %1444, %1427 ]
  %788 = phi float [ 0.000000e+00, %.lr.ph ], [ %1443, %1427 ]
  %789 = phi float [ 0.000000e+00, %.lr.ph ], [ %1442, %1427 ]
  %790 = phi float [ 0.000000e+00, %.lr.ph ], [ %1441, %1427 ]
  %791 = phi float [ 0.000000e+00, %.lr.ph ], [ %1440, %1427 ]
  %792 = phi float [ 0.000000e+00, %.lr.ph ], [ %1439, %1427 ]
  %793 = phi float [ 0.000000e+00, %.lr.ph ], [ %1438, %1427 ]
  %794 = phi float [ 0.000000e+00, %.lr.ph ], [ %1437, %1427 ]
  %795 = phi float [ 0.000000e+00, %.lr.ph ], [ %1436, %1427 ]
  %796 = phi float [ 0.000000e+00, %.lr.ph ], [ %1435, %1427 ]
  %797 = phi float [ 0.000000e+00, %.lr.ph ], [ %1434, %1427 ]
  %798 = phi float [ 0.000000e+00, %.lr.ph ], [ %1433, %1427 ]
  %799 = phi float [ 0.000000e+00, %.lr.ph ], [ %1432, %1427 ]
  %800 = phi float [ 0.000000e+00, %.lr.ph ], [ %1431, %1427 ]
  %801 = phi float [ 0.000000e+00, %.lr.ph ], [ %1430, %1427 ]
  %802 = phi float [ 0.000000e+00, %.lr.ph ], [ %1429, %1427 ]
  %803 = phi float [ 0.000000e+00, %.lr.ph ], [ %1428, %1427 ]
  %804 = phi float [ 0.000000e+00, %.lr.ph ], [ %1408, %1427 ]
  %805 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %1427 ]
  %806 = phi float [ 0.000000e+00, %.lr.ph ], [ %1406, %1427 ]
  %807 = phi float [ 0.000000e+00, %.lr.ph ], [ %1405, %1427 ]
  %808 = phi i32 [ 0, %.lr.ph ], [ %809, %1427 ]
  tail call void @llvm.musa.syncthreads.lm()
  store float %775, ptr addrspace(3) %243, align 16
  store float %774, ptr addrspace(3) %246, align 4
  store float %773, ptr addrspace(3) %249, align 8
  store float %772, ptr addrspace(3) %252, align 4
  store float %771, ptr addrspace(3) %256, align 16
  store float %770, ptr addrspace(3) %259, align 4
  store float %769, ptr addrspace(3) %262, align 8
  store float %768, ptr addrspace(3) %265, align 4
  store float %767, ptr addrspace(3) %269, align 16
  store float %766, ptr addrspace(3) %272, align 4
  store float %765, ptr addrspace(3) %275, align 8
  store float %764, ptr addrspace(3) %278, align 4
  store float %763, ptr addrspace(3) %282, align 16
  store float %762, ptr addrspace(3) %285, align 4
  store float %761, ptr addrspace(3) %288, align 8
  store float %760, ptr addrspace(3) %291, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  store float %807, ptr addrspace(3) %292, align 16
  store float %806, ptr addrspace(3) %293, align 4
  store float %805, ptr addrspace(3) %294, align 8
  store float %804, ptr addrspace(3) %295, align 4
  store float %803, ptr addrspace(3) %296, align 16
  store float %802, ptr addrspace(3) %297, align 4
  store float %801, ptr addrspace(3) %298, align 8
  store float %800, ptr addrspace(3) %299, align 4
  store float %799, ptr addrspace(3) %300, align 16
  store float %798, ptr addrspace(3) %301, align 4
  store float %797, ptr addrspace(3) %302, align 8
  store float %796, ptr addrspace(3) %303, align 4
  store float %795, ptr addrspace(3) %304, align 16
  store float %794, ptr addrspace(3) %305, align 4
  store float %793, ptr addrspace(3) %306, align 8
  store float %792, ptr addrspace(3) %307, align 4
  store float %791, ptr addrspace(3) %311, align 16
  store float %790, ptr addrspace(3) %314, align 4
  store float %789, ptr addrspace(3) %317, align 8
  store float %788, ptr addrspace(3) %320, align 4
  store float %787, ptr addrspace(3) %324, align 16
  store float %786, ptr addrspace(3) %327, align 4
  store float %785, ptr addrspace(3) %330, align 8
  store float %784, ptr addrspace(3) %333, align 4
  store float %783, ptr addrspace(3) %337, align 16
  store float %782, ptr addrspace(3) %340, align 4
  store float %781, ptr addrspace(3) %343, align 8
  store float %780, ptr addrspace(3) %346, align 4
  store float %779, ptr addrspace(3) %350, align 16
  store float %778, ptr addrspace(3) %353, align 4
  store float %777, ptr addrspace(3) %356, align 8
  store float %776, ptr addrspace(3) %359, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %809 = add i32 %808, 32
  %810 = icmp slt i32 %809, %5
  br i1 %810, label %811, label %874

811: ; preds = %743
  %812 = add i32 %809, %14
  %813 = shl i32 %812, 6
  %814 = sext i32 %813 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %814
  %815 = load float, ptr addrspace(1) %gep, align 16
  %816 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %817 = load float, ptr addrspace(1) %816, align 4
  %818 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 8
  %819 = load float, ptr addrspace(1) %818, align 8
  %820 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 12
  %821 = load float, ptr addrspace(1) %820, align 4
  %822 = add i32 %809, %28
  %823 = shl i32 %822, 6
  %824 = sext i32 %823 to i64
  %gep86 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %824
  %825 = load float, ptr addrspace(1) %gep86, align 16
  %826 = getelementptr inbounds i8, ptr addrspace(1) %gep86, i64 4
  %827 = load float, ptr addrspace(1) %826, align 4
  %828 = getelementptr inbounds i8, ptr addrspace(1) %gep86, i64 8
  %829 = load float, ptr addrspace(1) %828, align 8
  %830 = getelementptr inbounds i8, ptr addrspace(1) %gep86, i64 12
  %831 = load float, ptr addrspace(1) %830, align 4
  %832 = add i32 %809, %42
  %833 = shl i32 %832, 6
  %834 = sext i32 %833 to i64
  %gep88 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %834
  %835 = load float, ptr addrspace(1) %gep88, align 16
  %836 = getelementptr inbounds i8, ptr addrspace(1) %gep88, i64 4
  %837 = load float, ptr addrspace(1) %836, align 4
  %838 = getelementptr inbounds i8, ptr addrspace(1) %gep88, i64 8
  %839 = load float, ptr addrspace(1) %838, align 8
  %840 = getelementptr inbounds i8, ptr addrspace(1) %gep88, i64 12
  %841 = load float, ptr addrspace(1) %840, align 4
  %842 = add i32 %809, %56
  %843 = shl i32 %842, 6
  %844 = sext i32 %843 to i64
  %gep90 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %844
  %845 = load float, ptr addrspace(1) %gep90, align 16
  %846 = getelementptr inbounds i8, ptr addrspace(1) %gep90, i64 4
  %847 = load float, ptr addrspace(1) %846, align 4
  %848 = getelementptr inbounds i8, ptr addrspace(1) %gep90, i64 8
  %849 = load float, ptr addrspace(1) %848, align 8
  %850 = getelementptr inbounds i8, ptr addrspace(1) %gep90, i64 12
  %851 = load float, ptr addrspace(1) %850, align 4
  %gep92 = getelementptr float, ptr addrspace(1) %invariant.gep91, i64 %814
  %852 = load float, ptr addrspace(1) %gep92, align 16
  %853 = getelementptr inbounds i8, ptr addrspace(1) %gep92, i64 4
  %854 = load float, ptr addrspace(1) %853, align 4
  %855 = getelementptr inbounds i8, ptr addrspace(1) %gep92, i64 8
  %856 = load float, ptr addrspace(1) %855, align 8
  %857 = getelementptr inbounds i8, ptr addrspace(1) %gep92, i64 12
  %858 = load float, ptr addrspace(1) %857, align 4
  %gep94 = getelementptr float, ptr addrspace(1) %invariant.gep91, i64 %824
  %859 = load float, ptr addrspace(1) %gep94, align 16
  %860 = getelementptr inbounds i8, ptr addrspace(1) %gep94, i64 4
  %861 = load float, ptr addrspace(1) %860, align 4
  %862 = getelementptr inbounds i8, ptr addrspace(1) %gep94, i64 8
  %863 = load float, ptr addrspace(1) %862, align 8
  %864 = getelementptr inbounds i8, ptr addrspace(1) %gep94, i64 12
  %865 = load float, ptr addrspace(1) %864, align 4
  %gep96 = getelementptr float, ptr addrspace(1) %invariant.gep91, i64 %834
  %866 = load float, ptr addrspace(1) %gep96, align 16
  %867 = getelementptr inbounds i8, ptr addrspace(1) %gep96, i64 4
  %868 = load float, ptr addrspace(1) %867, align 4
  %869 = getelementptr inbounds i8, ptr addrspace(1) %gep96, i64 8
  %870 = load float, ptr addrspace(1) %869, align 8
  %871 = getelementptr inbounds i8, ptr addrspace(1) %gep96, i64 12
  %872 = load float, ptr addrspace(1) %871, align 4
  %gep98 = getelementptr float, ptr addrspace(1) %invariant.gep91, i64 %844
  %873 = load <4 x float>, ptr addrspace(1) %gep98, align 16
  br label %874

874: ; preds = %743, %811
  %875 = phi float [ %872, %811 ], [ 0.000000e+00, %743 ]
  %876 = phi float [ %870, %811 ], [ 0.000000e+00, %743 ]
  %877 = phi float [ %868, %811 ], [ 0.000000e+00, %743 ]
  %878 = phi float [ %866, %811 ], [ 0.000000e+00, %743 ]
  %879 = phi float [ %858, %811 ], [ 0.000000e+00, %743 ]
  %880 = phi float [ %856, %811 ], [ 0.000000e+00, %743 ]
  %881 = phi float [ %854, %811 ], [ 0.000000e+00, %743 ]
  %882 = phi float [ %852, %811 ], [ 0.000000e+00, %743 ]
  %883 = phi float [ %841, %811 ], [ 0.000000e+00, %743 ]
  %884 = phi float [ %839, %811 ], [ 0.000000e+00, %743 ]
  %885 = phi float [ %837, %811 ], [ 0.000000e+00, %743 ]
  %886 = phi float [ %835, %811 ], [ 0.000000e+00, %743 ]
  %887 = phi float [ %821, %811 ], [ 0.000000e+00, %743 ]
  %888 = phi float [ %819, %811 ], [ 0.000000e+00, %743 ]
  %889 = phi float [ %817, %811 ], [ 0.000000e+00, %743 ]
  %890 = phi float [ %815, %811 ], [ 0.000000e+00, %743 ]
  %891 = phi float [ %825, %811 ], [ 0.000000e+00, %743 ]
  %892 = phi float [ %827, %811 ], [ 0.000000e+00, %743 ]
  %893 = phi float [ %829, %811 ], [ 0.000000e+00, %743 ]
  %894 = phi float [ %831, %811 ], [ 0.000000e+00, %743 ]
  %895 = phi float [ %845, %811 ], [ 0.000000e+00, %743 ]
  %896 = phi float [ %847, %811 ], [ 0.000000e+00, %743 ]
  %897 = phi float [ %849, %811 ], [ 0.000000e+00, %743 ]
  %898 = phi float [ %851, %811 ], [ 0.000000e+00, %743 ]
  %899 = phi float [ %859, %811 ], [ 0.000000e+00, %743 ]
  %900 = phi float [ %861, %811 ], [ 0.000000e+00, %743 ]
  %901 = phi float [ %863, %811 ], [ 0.000000e+00, %743 ]
  %902 = phi float [ %865, %811 ], [ 0.000000e+00, %743 ]
  %903 = phi <4 x float> [ %873, %811 ], [ zeroinitializer, %743 ]
  %904 = extractelement <4 x float> %903, i64 0
  %905 = extractelement <4 x float> %903, i64 2
  store float %20, ptr addrspace(3) %360, align 16
  store float %22, ptr addrspace(3) %361, align 4
  store float %24, ptr addrspace(3) %362, align 8
  store float %26, ptr addrspace(3) %363, align 4
  store float %34, ptr addrspace(3) %364, align 16
  store float %36, ptr addrspace(3) %365, align 4
  store float %38, ptr addrspace(3) %366, align 8
  store float %40, ptr addrspace(3) %367, align 4
  store float %48, ptr addrspace(3) %368, align 16
  store float %50, ptr addrspace(3) %369, align 4
  store float %52, ptr addrspace(3) %370, align 8
  store float %54, ptr addrspace(3) %371, align 4
  store float %62, ptr addrspace(3) %372, align 16
  store float %64, ptr addrspace(3) %373, align 4
  store float %66, ptr addrspace(3) %374, align 8
  store float %68, ptr addrspace(3) %375, align 4
  store float %76, ptr addrspace(3) %376, align 16
  store float %78, ptr addrspace(3) %377, align 4
  store float %80, ptr addrspace(3) %378, align 8
  store float %82, ptr addrspace(3) %379, align 4
  store float %90, ptr addrspace(3) %380, align 16
  store float %92, ptr addrspace(3) %381, align 4
  store float %94, ptr addrspace(3) %382, align 8
  store float %96, ptr addrspace(3) %383, align 4
  store float %104, ptr addrspace(3) %384, align 16
  store float %106, ptr addrspace(3) %385, align 4
  store float %108, ptr addrspace(3) %386, align 8
  store float %110, ptr addrspace(3) %387, align 4
  store float %118, ptr addrspace(3) %388, align 16
  store float %120, ptr addrspace(3) %389, align 4
  store float %122, ptr addrspace(3) %390, align 8
  store float %124, ptr addrspace(3) %391, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %906 = load float, ptr addrspace(3) %400, align 4
  store float %906, ptr addrspace(3) %402, align 16
  %907 = load float, ptr addrspace(3) %406, align 4
  store float %907, ptr addrspace(3) %409, align 4
  %908 = load float, ptr addrspace(3) %413, align 4
  store float %908, ptr addrspace(3) %416, align 8
  %909 = load float, ptr addrspace(3) %420, align 4
  store float %909, ptr addrspace(3) %423, align 4
  %910 = load float, ptr addrspace(3) %427, align 4
  store float %910, ptr addrspace(3) %431, align 16
  %911 = load float, ptr addrspace(3) %434, align 4
  store float %911, ptr addrspace(3) %437, align 4
  %912 = load float, ptr addrspace(3) %440, align 4
  store float %912, ptr addrspace(3) %443, align 8
  %913 = load float, ptr addrspace(3) %446, align 4
  store float %913, ptr addrspace(3) %449, align 4
  %914 = load float, ptr addrspace(3) %453, align 4
  store float %914, ptr addrspace(3) %457, align 16
  %915 = load float, ptr addrspace(3) %460, align 4
  store float %915, ptr addrspace(3) %463, align 4
  %916 = load float, ptr addrspace(3) %466, align 4
  store float %916, ptr addrspace(3) %469, align 8
  %917 = load float, ptr addrspace(3) %472, align 4
  store float %917, ptr addrspace(3) %475, align 4
  %918 = load float, ptr addrspace(3) %479, align 4
  store float %918, ptr addrspace(3) %483, align 16
  %919 = load float, ptr addrspace(3) %486, align 4
  store float %919, ptr addrspace(3) %489, align 4
  %920 = load float, ptr addrspace(3) %492, align 4
  store float %920, ptr addrspace(3) %495, align 8
  %921 = load float, ptr addrspace(3) %498, align 4
  store float %921, ptr addrspace(3) %501, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %922

922: ; preds = %874, %922
  %923 = phi float [ 0.000000e+00, %874 ], [ %934, %922 ]
  %924 = phi i64 [ 0, %874 ], [ %935, %922 ]
  %925 = add nuw nsw i64 %924, %504
  %926 = trunc i64 %925 to i32
  %927 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %926
  %928 = load float, ptr addrspace(3) %927, align 4
  %929 = shl nuw nsw i64 %924, 5
  %930 = or i64 %929, %502
  %931 = trunc i64 %930 to i32
  %932 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %931
  %933 = load float, ptr addrspace(3) %932, align 4
  %934 = tail call float @llvm.fma.f32(float %928, float %933, float %923)
  %935 = add nuw nsw i64 %924, 1
  %936 = icmp ult i64 %924, 63
  br i1 %936, label %922, label %937

937: ; preds = %922
  %938 = extractelement <4 x float> %903, i64 1
  store float %934, ptr addrspace(3) %505, align 4
  br label %939

939: ; preds = %937, %939
  %940 = phi float [ 0.000000e+00, %937 ], [ %951, %939 ]
  %941 = phi i64 [ 0, %937 ], [ %952, %939 ]
  %942 = add nuw nsw i64 %941, %507
  %943 = trunc i64 %942 to i32
  %944 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %943
  %945 = load float, ptr addrspace(3) %944, align 4
  %946 = shl nuw nsw i64 %941, 5
  %947 = or i64 %946, %502
  %948 = trunc i64 %947 to i32
  %949 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %948
  %950 = load float, ptr addrspace(3) %949, align 4
  %951 = tail call float @llvm.fma.f32(float %945, float %950, float %940)
  %952 = add nuw nsw i64 %941, 1
  %953 = icmp ult i64 %941, 63
  br i1 %953, label %939, label %954

954: ; preds = %939
  store float %951, ptr addrspace(3) %511, align 4
  br label %955

955: ; preds = %954, %955
  %956 = phi float [ 0.000000e+00, %954 ], [ %967, %955 ]
  %957 = phi i64 [ 0, %954 ], [ %968, %955 ]
  %958 = add nuw nsw i64 %957, %513
  %959 = trunc i64 %958 to i32
  %960 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %959
  %961 = load float, ptr addrspace(3) %960, align 4
  %962 = shl nuw nsw i64 %957, 5
  %963 = or i64 %962, %502
  %964 = trunc i64 %963 to i32
  %965 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %964
  %966 = load float, ptr addrspace(3) %965, align 4
  %967 = tail call float @llvm.fma.f32(float %961, float %966, float %956)
  %968 = add nuw nsw i64 %957, 1
  %969 = icmp ult i64 %957, 63
  br i1 %969, label %955, label %970

970: ; preds = %955
  store float %967, ptr addrspace(3) %517, align 4
  br label %971

971: ; preds = %970, %971
  %972 = phi float [ 0.000000e+00, %970 ], [ %983, %971 ]
  %973 = phi i64 [ 0, %970 ], [ %984, %971 ]
  %974 = add nuw nsw i64 %973, %519
  %975 = trunc i64 %974 to i32
  %976 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %975
  %977 = load float, ptr addrspace(3) %976, align 4
  %978 = shl nuw nsw i64 %973, 5
  %979 = or i64 %978, %502
  %980 = trunc i64 %979 to i32
  %981 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %980
  %982 = load float, ptr addrspace(3) %981, align 4
  %983 = tail call float @llvm.fma.f32(float %977, float %982, float %972)
  %984 = add nuw nsw i64 %973, 1
  %985 = icmp ult i64 %973, 63
  br i1 %985, label %971, label %986

986: ; preds = %971
  store float %983, ptr addrspace(3) %523, align 4
  br label %987

987: ; preds = %986, %987
  %988 = phi float [ 0.000000e+00, %986 ], [ %999, %987 ]
  %989 = phi i64 [ 0, %986 ], [ %1000, %987 ]
  %990 = add nuw nsw i64 %989, %525
  %991 = trunc i64 %990 to i32
  %992 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %991
  %993 = load float, ptr addrspace(3) %992, align 4
  %994 = shl nuw nsw i64 %989, 5
  %995 = or i64 %994, %502
  %996 = trunc i64 %995 to i32
  %997 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %996
  %998 = load float, ptr addrspace(3) %997, align 4
  %999 = tail call float @llvm.fma.f32(float %993, float %998, float %988)
  %1000 = add nuw nsw i64 %989, 1
  %1001 = icmp ult i64 %989, 63
  br i1 %1001, label %987, label %1002

1002: ; preds = %987
  store float %999, ptr addrspace(3) %529, align 4
  br label %1003

1003: ; preds = %1002, %1003
  %1004 = phi float [ 0.000000e+00, %1002 ], [ %1015, %1003 ]
  %1005 = phi i64 [ 0, %1002 ], [ %1016, %1003 ]
  %1006 = add nuw nsw i64 %1005, %531
  %1007 = trunc i64 %1006 to i32
  %1008 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1007
  %1009 = load float, ptr addrspace(3) %1008, align 4
  %1010 = shl nuw nsw i64 %1005, 5
  %1011 = or i64 %1010, %502
  %1012 = trunc i64 %1011 to i32
  %1013 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1012
  %1014 = load float, ptr addrspace(3) %1013, align 4
  %1015 = tail call float @llvm.fma.f32(float %1009, float %1014, float %1004)
  %1016 = add nuw nsw i64 %1005, 1
  %1017 = icmp ult i64 %1005, 63
  br i1 %1017, label %1003, label %1018

1018: ; preds = %1003
  store float %1015, ptr addrspace(3) %535, align 4
  br label %1019

1019: ; preds = %1018, %1019
  %1020 = phi float [ 0.000000e+00, %1018 ], [ %1031, %1019 ]
  %1021 = phi i64 [ 0, %1018 ], [ %1032, %1019 ]
  %1022 = add nuw nsw i64 %1021, %537
  %1023 = trunc i64 %1022 to i32
  %1024 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1023
  %1025 = load float, ptr addrspace(3) %1024, align 4
  %1026 = shl nuw nsw i64 %1021, 5
  %1027 = or i64 %1026, %502
  %1028 = trunc i64 %1027 to i32
  %1029 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1028
  %1030 = load float, ptr addrspace(3) %1029, align 4
  %1031 = tail call float @llvm.fma.f32(float %1025, float %1030, float %1020)
  %1032 = add nuw nsw i64 %1021, 1
  %1033 = icmp ult i64 %1021, 63
  br i1 %1033, label %1019, label %1034

1034: ; preds = %1019
  store float %1031, ptr addrspace(3) %541, align 4
  br label %1035

1035: ; preds = %1034, %1035
  %1036 = phi float [ 0.000000e+00, %1034 ], [ %1047, %1035 ]
  %1037 = phi i64 [ 0, %1034 ], [ %1048, %1035 ]
  %1038 = add nuw nsw i64 %1037, %543
  %1039 = trunc i64 %1038 to i32
  %1040 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1039
  %1041 = load float, ptr addrspace(3) %1040, align 4
  %1042 = shl nuw nsw i64 %1037, 5
  %1043 = or i64 %1042, %502
  %1044 = trunc i64 %1043 to i32
  %1045 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1044
  %1046 = load float, ptr addrspace(3) %1045, align 4
  %1047 = tail call float @llvm.fma.f32(float %1041, float %1046, float %1036)
  %1048 = add nuw nsw i64 %1037, 1
  %1049 = icmp ult i64 %1037, 63
  br i1 %1049, label %1035, label %1050

1050: ; preds = %1035
  store float %1047, ptr addrspace(3) %547, align 4
  br label %1051

1051: ; preds = %1050, %1051
  %1052 = phi float [ 0.000000e+00, %1050 ], [ %1063, %1051 ]
  %1053 = phi i64 [ 0, %1050 ], [ %1064, %1051 ]
  %1054 = add nuw nsw i64 %1053, %549
  %1055 = trunc i64 %1054 to i32
  %1056 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1055
  %1057 = load float, ptr addrspace(3) %1056, align 4
  %1058 = shl nuw nsw i64 %1053, 5
  %1059 = or i64 %1058, %502
  %1060 = trunc i64 %1059 to i32
  %1061 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1060
  %1062 = load float, ptr addrspace(3) %1061, align 4
  %1063 = tail call float @llvm.fma.f32(float %1057, float %1062, float %1052)
  %1064 = add nuw nsw i64 %1053, 1
  %1065 = icmp ult i64 %1053, 63
  br i1 %1065, label %1051, label %1066

1066: ; preds = %1051
  store float %1063, ptr addrspace(3) %553, align 4
  br label %1067

1067: ; preds = %1066, %1067
  %1068 = phi float [ 0.000000e+00, %1066 ], [ %1079, %1067 ]
  %1069 = phi i64 [ 0, %1066 ], [ %1080, %1067 ]
  %1070 = add nuw nsw i64 %1069, %555
  %1071 = trunc i64 %1070 to i32
  %1072 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1071
  %1073 = load float, ptr addrspace(3) %1072, align 4
  %1074 = shl nuw nsw i64 %1069, 5
  %1075 = or i64 %1074, %502
  %1076 = trunc i64 %1075 to i32
  %1077 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1076
  %1078 = load float, ptr addrspace(3) %1077, align 4
  %1079 = tail call float @llvm.fma.f32(float %1073, float %1078, float %1068)
  %1080 = add nuw nsw i64 %1069, 1
  %1081 = icmp ult i64 %1069, 63
  br i1 %1081, label %1067, label %1082

1082: ; preds = %1067
  store float %1079, ptr addrspace(3) %559, align 4
  br label %1083

1083: ; preds = %1082, %1083
  %1084 = phi float [ 0.000000e+00, %1082 ], [ %1095, %1083 ]
  %1085 = phi i64 [ 0, %1082 ], [ %1096, %1083 ]
  %1086 = add nuw nsw i64 %1085, %561
  %1087 = trunc i64 %1086 to i32
  %1088 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1087
  %1089 = load float, ptr addrspace(3) %1088, align 4
  %1090 = shl nuw nsw i64 %1085, 5
  %1091 = or i64 %1090, %502
  %1092 = trunc i64 %1091 to i32
  %1093 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1092
  %1094 = load float, ptr addrspace(3) %1093, align 4
  %1095 = tail call float @llvm.fma.f32(float %1089, float %1094, float %1084)
  %1096 = add nuw nsw i64 %1085, 1
  %1097 = icmp ult i64 %1085, 63
  br i1 %1097, label %1083, label %1098

1098: ; preds = %1083
  store float %1095, ptr addrspace(3) %565, align 4
  br label %1099

1099: ; preds = %1098, %1099
  %1100 = phi float [ 0.000000e+00, %1098 ], [ %1111, %1099 ]
  %1101 = phi i64 [ 0, %1098 ], [ %1112, %1099 ]
  %1102 = add nuw nsw i64 %1101, %567
  %1103 = trunc i64 %1102 to i32
  %1104 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1103
  %1105 = load float, ptr addrspace(3) %1104, align 4
  %1106 = shl nuw nsw i64 %1101, 5
  %1107 = or i64 %1106, %502
  %1108 = trunc i64 %1107 to i32
  %1109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1108
  %1110 = load float, ptr addrspace(3) %1109, align 4
  %1111 = tail call float @llvm.fma.f32(float %1105, float %1110, float %1100)
  %1112 = add nuw nsw i64 %1101, 1
  %1113 = icmp ult i64 %1101, 63
  br i1 %1113, label %1099, label %1114

1114: ; preds = %1099
  store float %1111, ptr addrspace(3) %571, align 4
  br label %1115

1115: ; preds = %1114, %1115
  %1116 = phi float [ 0.000000e+00, %1114 ], [ %1127, %1115 ]
  %1117 = phi i64 [ 0, %1114 ], [ %1128, %1115 ]
  %1118 = add nuw nsw i64 %1117, %573
  %1119 = trunc i64 %1118 to i32
  %1120 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1119
  %1121 = load float, ptr addrspace(3) %1120, align 4
  %1122 = shl nuw nsw i64 %1117, 5
  %1123 = or i64 %1122, %502
  %1124 = trunc i64 %1123 to i32
  %1125 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1124
  %1126 = load float, ptr addrspace(3) %1125, align 4
  %1127 = tail call float @llvm.fma.f32(float %1121, float %1126, float %1116)
  %1128 = add nuw nsw i64 %1117, 1
  %1129 = icmp ult i64 %1117, 63
  br i1 %1129, label %1115, label %1130

1130: ; preds = %1115
  store float %1127, ptr addrspace(3) %577, align 4
  br label %1131

1131: ; preds = %1130, %1131
  %1132 = phi float [ 0.000000e+00, %1130 ], [ %1143, %1131 ]
  %1133 = phi i64 [ 0, %1130 ], [ %1144, %1131 ]
  %1134 = add nuw nsw i64 %1133, %579
  %1135 = trunc i64 %1134 to i32
  %1136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1135
  %1137 = load float, ptr addrspace(3) %1136, align 4
  %1138 = shl nuw nsw i64 %1133, 5
  %1139 = or i64 %1138, %502
  %1140 = trunc i64 %1139 to i32
  %1141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1140
  %1142 = load float, ptr addrspace(3) %1141, align 4
  %1143 = tail call float @llvm.fma.f32(float %1137, float %1142, float %1132)
  %1144 = add nuw nsw i64 %1133, 1
  %1145 = icmp ult i64 %1133, 63
  br i1 %1145, label %1131, label %1146

1146: ; preds = %1131
  store float %1143, ptr addrspace(3) %583, align 4
  br label %1147

1147: ; preds = %1146, %1147
  %1148 = phi float [ 0.000000e+00, %1146 ], [ %1159, %1147 ]
  %1149 = phi i64 [ 0, %1146 ], [ %1160, %1147 ]
  %1150 = add nuw nsw i64 %1149, %585
  %1151 = trunc i64 %1150 to i32
  %1152 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1151
  %1153 = load float, ptr addrspace(3) %1152, align 4
  %1154 = shl nuw nsw i64 %1149, 5
  %1155 = or i64 %1154, %502
  %1156 = trunc i64 %1155 to i32
  %1157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1156
  %1158 = load float, ptr addrspace(3) %1157, align 4
  %1159 = tail call float @llvm.fma.f32(float %1153, float %1158, float %1148)
  %1160 = add nuw nsw i64 %1149, 1
  %1161 = icmp ult i64 %1149, 63
  br i1 %1161, label %1147, label %1162

1162: ; preds = %1147
  store float %1159, ptr addrspace(3) %589, align 4
  br label %1163

1163: ; preds = %1162, %1163
  %1164 = phi float [ 0.000000e+00, %1162 ], [ %1175, %1163 ]
  %1165 = phi i64 [ 0, %1162 ], [ %1176, %1163 ]
  %1166 = add nuw nsw i64 %1165, %591
  %1167 = trunc i64 %1166 to i32
  %1168 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %1167
  %1169 = load float, ptr addrspace(3) %1168, align 4
  %1170 = shl nuw nsw i64 %1165, 5
  %1171 = or i64 %1170, %502
  %1172 = trunc i64 %1171 to i32
  %1173 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %1172
  %1174 = load float, ptr addrspace(3) %1173, align 4
  %1175 = tail call float @llvm.fma.f32(float %1169, float %1174, float %1164)
  %1176 = add nuw nsw i64 %1165, 1
  %1177 = icmp ult i64 %1165, 63
  br i1 %1177, label %1163, label %1178

1178: ; preds = %1163
  store float %1175, ptr addrspace(3) %595, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %1179 = load float, ptr addrspace(3) %690, align 16
  %1180 = fmul contract float %1179, %4
  %1181 = tail call float @llvm.maxnum.f32(float %1180, float 0xFFF0000000000000)
  %1182 = load float, ptr addrspace(3) %692, align 4
  %1183 = fmul contract float %1182, %4
  %1184 = tail call float @llvm.maxnum.f32(float %1181, float %1183)
  %1185 = load float, ptr addrspace(3) %694, align 8
  %1186 = fmul contract float %1185, %4
  %1187 = tail call float @llvm.maxnum.f32(float %1184, float %1186)
  %1188 = load float, ptr addrspace(3) %696, align 4
  %1189 = fmul contract float %1188, %4
  %1190 = tail call float @llvm.maxnum.f32(float %1187, float %1189)
  %1191 = load float, ptr addrspace(3) %700, align 16
  %1192 = fmul contract float %1191, %4
  %1193 = tail call float @llvm.maxnum.f32(float %1190, float %1192)
  %1194 = load float, ptr addrspace(3) %702, align 4
  %1195 = fmul contract float %1194, %4
  %1196 = tail call float @llvm.maxnum.f32(float %1193, float %1195)
  %1197 = load float, ptr addrspace(3) %704, align 8
  %1198 = fmul contract float %1197, %4
  %1199 = tail call float @llvm.maxnum.f32(float %1196, float %1198)
  %1200 = load float, ptr addrspace(3) %706, align 4
  %1201 = fmul contract float %1200, %4
  %1202 = tail call float @llvm.maxnum.f32(float %1199, float %1201)
  %1203 = load float, ptr addrspace(3) %710, align 16
  %1204 = fmul contract float %1203, %4
  %1205 = tail call float @llvm.maxnum.f32(float %1202, float %1204)
  %1206 = load float, ptr addrspace(3) %712, align 4
  %1207 = fmul contract float %1206, %4
  %1208 = tail call float @llvm.maxnum.f32(float %1205, float %1207)
  %1209 = load float, ptr addrspace(3) %714, align 8
  %1210 = fmul contract float %1209, %4
  %1211 = tail call float @llvm.maxnum.f32(float %1208, float %1210)
  %1212 = load float, ptr addrspace(3) %716, align 4
  %1213 = fmul contract float %1212, %4
  %1214 = tail call float @llvm.maxnum.f32(float %1211, float %1213)
  %1215 = load float, ptr addrspace(3) %720, align 16
  %1216 = fmul contract float %1215, %4
  %1217 = tail call float @llvm.maxnum.f32(float %1214, float %1216)
  %1218 = load float, ptr addrspace(3) %722, align 4
  %1219 = fmul contract float %1218, %4
  %1220 = tail call float @llvm.maxnum.f32(float %1217, float %1219)
  %1221 = load float, ptr addrspace(3) %724, align 8
  %1222 = fmul contract float %1221, %4
  %1223 = tail call float @llvm.maxnum.f32(float %1220, float %1222)
  %1224 = load float, ptr addrspace(3) %726, align 4
  %1225 = fmul contract float %1224, %4
  %1226 = tail call float @llvm.maxnum.f32(float %1223, float %1225)
  %1227 = extractelement <4 x float> %903, i64 3
  %1228 = bitcast float %1226 to i32
  %1229 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1228, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %599, label %1230, label %1233

1230: ; preds = %1178
  %1231 = bitcast i32 %1229 to float
  %1232 = tail call float @llvm.maxnum.f32(float %1226, float %1231)
  store float %1232, ptr addrspace(3) %680, align 4
  br label %1233

1233: ; preds = %1230, %1178
  tail call void @llvm.musa.syncthreads.lm()
  %1234 = load float, ptr addrspace(3) %600, align 16
  %1235 = fmul contract float %1234, %4
  %1236 = load float, ptr addrspace(3) %602, align 4
  %1237 = load float, ptr addrspace(3) %603, align 4
  %1238 = tail call float @llvm.maxnum.f32(float %1236, float %1237)
  %1239 = fsub contract float %1235, %1238
  %1240 = fmul float %1239, 0x3FF7154760000000
  %1241 = tail call float @llvm.exp2.f32(float %1240)
  %1242 = load float, ptr addrspace(3) %604, align 4
  %1243 = fmul contract float %1242, %4
  %1244 = fsub contract float %1243, %1238
  %1245 = fmul float %1244, 0x3FF7154760000000
  %1246 = tail call float @llvm.exp2.f32(float %1245)
  %1247 = load float, ptr addrspace(3) %605, align 8
  %1248 = fmul contract float %1247, %4
  %1249 = fsub contract float %1248, %1238
  %1250 = fmul float %1249, 0x3FF7154760000000
  %1251 = tail call float @llvm.exp2.f32(float %1250)
  %1252 = load float, ptr addrspace(3) %606, align 4
  %1253 = fmul contract float %1252, %4
  %1254 = fsub contract float %1253, %1238
  %1255 = fmul float %1254, 0x3FF7154760000000
  %1256 = tail call float @llvm.exp2.f32(float %1255)
  %1257 = load float, ptr addrspace(3) %607, align 16
  %1258 = fmul contract float %1257, %4
  %1259 = load float, ptr addrspace(3) %609, align 4
  %1260 = load float, ptr addrspace(3) %610, align 4
  %1261 = tail call float @llvm.maxnum.f32(float %1259, float %1260)
  %1262 = fsub contract float %1258, %1261
  %1263 = fmul float %1262, 0x3FF7154760000000
  %1264 = tail call float @llvm.exp2.f32(float %1263)
  %1265 = load float, ptr addrspace(3) %611, align 4
  %1266 = fmul contract float %1265, %4
  %1267 = fsub contract float %1266, %1261
  %1268 = fmul float %1267, 0x3FF7154760000000
  %1269 = tail call float @llvm.exp2.f32(float %1268)
  %1270 = load float, ptr addrspace(3) %612, align 8
  %1271 = fmul contract float %1270, %4
  %1272 = fsub contract float %1271, %1261
  %1273 = fmul float %1272, 0x3FF7154760000000
  %1274 = tail call float @llvm.exp2.f32(float %1273)
  %1275 = load float, ptr addrspace(3) %613, align 4
  %1276 = fmul contract float %1275, %4
  %1277 = fsub contract float %1276, %1261
  %1278 = fmul float %1277, 0x3FF7154760000000
  %1279 = tail call float @llvm.exp2.f32(float %1278)
  %1280 = load float, ptr addrspace(3) %614, align 16
  %1281 = fmul contract float %1280, %4
  %1282 = load float, ptr addrspace(3) %616, align 4
  %1283 = load float, ptr addrspace(3) %617, align 4
  %1284 = tail call float @llvm.maxnum.f32(float %1282, float %1283)
  %1285 = fsub contract float %1281, %1284
  %1286 = fmul float %1285, 0x3FF7154760000000
  %1287 = tail call float @llvm.exp2.f32(float %1286)
  %1288 = load float, ptr addrspace(3) %618, align 4
  %1289 = fmul contract float %1288, %4
  %1290 = fsub contract float %1289, %1284
  %1291 = fmul float %1290, 0x3FF7154760000000
  %1292 = tail call float @llvm.exp2.f32(float %1291)
  %1293 = load float, ptr addrspace(3) %619, align 8
  %1294 = fmul contract float %1293, %4
  %1295 = fsub contract float %1294, %1284
  %1296 = fmul float %1295, 0x3FF7154760000000
  %1297 = tail call float @llvm.exp2.f32(float %1296)
  %1298 = load float, ptr addrspace(3) %620, align 4
  %1299 = fmul contract float %1298, %4
  %1300 = fsub contract float %1299, %1284
  %1301 = fmul float %1300, 0x3FF7154760000000
  %1302 = tail call float @llvm.exp2.f32(float %1301)
  %1303 = load float, ptr addrspace(3) %621, align 16
  %1304 = fmul contract float %1303, %4
  %1305 = load float, ptr addrspace(3) %623, align 4
  %1306 = load float, ptr addrspace(3) %624, align 4
  %1307 = tail call float @llvm.maxnum.f32(float %1305, float %1306)
  %1308 = fsub contract float %1304, %1307
  %1309 = fmul float %1308, 0x3FF7154760000000
  %1310 = tail call float @llvm.exp2.f32(float %1309)
  %1311 = load float, ptr addrspace(3) %625, align 4
  %1312 = fmul contract float %1311, %4
  %1313 = fsub contract float %1312, %1307
  %1314 = fmul float %1313, 0x3FF7154760000000
  %1315 = tail call float @llvm.exp2.f32(float %1314)
  %1316 = load float, ptr addrspace(3) %626, align 8
  %1317 = fmul contract float %1316, %4
  %1318 = fsub contract float %1317, %1307
  %1319 = fmul float %1318, 0x3FF7154760000000
  %1320 = tail call float @llvm.exp2.f32(float %1319)
  %1321 = load float, ptr addrspace(3) %627, align 4
  %1322 = fmul contract float %1321, %4
  %1323 = fsub contract float %1322, %1307
  %1324 = fmul float %1323, 0x3FF7154760000000
  %1325 = tail call float @llvm.exp2.f32(float %1324)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1241, ptr addrspace(3) %628, align 16
  store float %1246, ptr addrspace(3) %629, align 4
  store float %1251, ptr addrspace(3) %630, align 8
  store float %1256, ptr addrspace(3) %631, align 4
  store float %1264, ptr addrspace(3) %632, align 16
  store float %1269, ptr addrspace(3) %633, align 4
  store float %1274, ptr addrspace(3) %634, align 8
  store float %1279, ptr addrspace(3) %635, align 4
  store float %1287, ptr addrspace(3) %636, align 16
  store float %1292, ptr addrspace(3) %637, align 4
  store float %1297, ptr addrspace(3) %638, align 8
  store float %1302, ptr addrspace(3) %639, align 4
  store float %1310, ptr addrspace(3) %640, align 16
  store float %1315, ptr addrspace(3) %641, align 4
  store float %1320, ptr addrspace(3) %642, align 8
  store float %1325, ptr addrspace(3) %643, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %126, label %1326, label %1333

1326: ; preds = %1233
  %1327 = load float, ptr addrspace(3) %681, align 4
  %1328 = load float, ptr addrspace(3) %682, align 4
  %1329 = tail call float @llvm.maxnum.f32(float %1327, float %1328)
  %1330 = fsub contract float %1327, %1329
  %1331 = fmul float %1330, 0x3FF7154760000000
  %1332 = tail call float @llvm.exp2.f32(float %1331)
  store float %1332, ptr addrspace(3) %683, align 4
  br label %1333

1333: ; preds = %1326, %1233
  tail call void @llvm.musa.syncthreads.lm()
  %1334 = load float, ptr addrspace(3) %727, align 16
  %1335 = fadd reassoc float %1334, 0.000000e+00
  %1336 = load float, ptr addrspace(3) %728, align 4
  %1337 = fadd reassoc float %1335, %1336
  %1338 = load float, ptr addrspace(3) %729, align 8
  %1339 = fadd reassoc float %1337, %1338
  %1340 = load float, ptr addrspace(3) %730, align 4
  %1341 = fadd reassoc float %1339, %1340
  %1342 = load float, ptr addrspace(3) %731, align 16
  %1343 = fadd reassoc float %1341, %1342
  %1344 = load float, ptr addrspace(3) %732, align 4
  %1345 = fadd reassoc float %1343, %1344
  %1346 = load float, ptr addrspace(3) %733, align 8
  %1347 = fadd reassoc float %1345, %1346
  %1348 = load float, ptr addrspace(3) %734, align 4
  %1349 = fadd reassoc float %1347, %1348
  %1350 = load float, ptr addrspace(3) %735, align 16
  %1351 = fadd reassoc float %1349, %1350
  %1352 = load float, ptr addrspace(3) %736, align 4
  %1353 = fadd reassoc float %1351, %1352
  %1354 = load float, ptr addrspace(3) %737, align 8
  %1355 = fadd reassoc float %1353, %1354
  %1356 = load float, ptr addrspace(3) %738, align 4
  %1357 = fadd reassoc float %1355, %1356
  %1358 = load float, ptr addrspace(3) %739, align 16
  %1359 = fadd reassoc float %1357, %1358
  %1360 = load float, ptr addrspace(3) %740, align 4
  %1361 = fadd reassoc float %1359, %1360
  %1362 = load float, ptr addrspace(3) %741, align 8
  %1363 = fadd reassoc float %1361, %1362
  %1364 = load float, ptr addrspace(3) %742, align 4
  %1365 = fadd reassoc float %1363, %1364
  %1366 = bitcast float %1365 to i32
  %1367 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1366, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %599, label %1368, label %1371

1368: ; preds = %1333
  %1369 = bitcast i32 %1367 to float
  %1370 = fadd reassoc float %1365, %1369
  store float %1370, ptr addrspace(3) %684, align 4
  br label %1371

1371: ; preds = %1368, %1333
  tail call void @llvm.musa.syncthreads.lm()
  store float %759, ptr addrspace(3) %644, align 16
  store float %758, ptr addrspace(3) %645, align 4
  store float %757, ptr addrspace(3) %646, align 8
  store float %756, ptr addrspace(3) %647, align 4
  store float %755, ptr addrspace(3) %648, align 16
  store float %754, ptr addrspace(3) %649, align 4
  store float %753, ptr addrspace(3) %650, align 8
  store float %752, ptr addrspace(3) %651, align 4
  store float %751, ptr addrspace(3) %652, align 16
  store float %750, ptr addrspace(3) %653, align 4
  store float %749, ptr addrspace(3) %654, align 8
  store float %748, ptr addrspace(3) %655, align 4
  store float %747, ptr addrspace(3) %656, align 16
  store float %746, ptr addrspace(3) %657, align 4
  store float %745, ptr addrspace(3) %658, align 8
  store float %744, ptr addrspace(3) %659, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1372

1372: ; preds = %1371, %1400
  %1373 = phi i64 [ 0, %1371 ], [ %1402, %1400 ]
  %1374 = shl nuw nsw i64 %1373, 7
  %1375 = add nsw i64 %1374, %8
  %1376 = lshr i64 %1375, 6
  %1377 = trunc i64 %1375 to i32
  %1378 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 75008), i32 %1377
  %1379 = load float, ptr addrspace(3) %1378, align 4
  %1380 = trunc i64 %1376 to i32
  %1381 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41728), i32 %1380
  %1382 = load float, ptr addrspace(3) %1381, align 4
  %1383 = fmul contract float %1379, %1382
  %1384 = shl nuw nsw i64 %1376, 5
  br label %1385

1385: ; preds = %1372, %1385
  %1386 = phi float [ %1383, %1372 ], [ %1397, %1385 ]
  %1387 = phi i64 [ 0, %1372 ], [ %1398, %1385 ]
  %1388 = add nuw nsw i64 %1387, %1384
  %1389 = trunc i64 %1388 to i32
  %1390 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 42240), i32 %1389
  %1391 = load float, ptr addrspace(3) %1390, align 4
  %1392 = shl nuw nsw i64 %1387, 6
  %1393 = or i64 %1392, %685
  %1394 = trunc i64 %1393 to i32
  %1395 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 50432), i32 %1394
  %1396 = load float, ptr addrspace(3) %1395, align 4
  %1397 = tail call float @llvm.fma.f32(float %1391, float %1396, float %1386)
  %1398 = add nuw nsw i64 %1387, 1
  %1399 = icmp ult i64 %1387, 31
  br i1 %1399, label %1385, label %1400

1400: ; preds = %1385
  %1401 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 58624), i32 %1377
  store float %1397, ptr addrspace(3) %1401, align 4
  %1402 = add nuw nsw i64 %1373, 1
  %1403 = icmp ult i64 %1373, 31
  br i1 %1403, label %1372, label %1404

1404: ; preds = %1400
  tail call void @llvm.musa.syncthreads.lm()
  %1405 = load float, ptr addrspace(3) %660, align 16
  %1406 = load float, ptr addrspace(3) %661, align 4
  %1407 = load float, ptr addrspace(3) %662, align 8
  %1408 = load float, ptr addrspace(3) %663, align 4
  %1409 = load <4 x float>, ptr addrspace(3) %664, align 16
  %1410 = load <4 x float>, ptr addrspace(3) %665, align 16
  %1411 = load <4 x float>, ptr addrspace(3) %666, align 16
  %1412 = load <4 x float>, ptr addrspace(3) %667, align 16
  %1413 = load <4 x float>, ptr addrspace(3) %668, align 16
  %1414 = load <4 x float>, ptr addrspace(3) %669, align 16
  %1415 = load <4 x float>, ptr addrspace(3) %670, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %126, label %1416, label %1422

1416: ; preds = %1404
  %1417 = load float, ptr addrspace(3) %686, align 4
  %1418 = load float, ptr addrspace(3) %683, align 4
  %1419 = fmul contract float %1417, %1418
  %1420 = load float, ptr addrspace(3) %687, align 4
  %1421 = fadd contract float %1419, %1420
  store float %1421, ptr addrspace(3) %686, align 4
  br label %1422

1422: ; preds = %1416, %1404
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %126, label %1423, label %1427

1423: ; preds = %1422
  %1424 = load float, ptr addrspace(3) %681, align 4
  %1425 = load float, ptr addrspace(3) %682, align 4
  %1426 = tail call float @llvm.maxnum.f32(float %1424, float %1425)
  store float %1426, ptr addrspace(3) %681, align 4
  br label %1427

1427: ; preds = %1423, %1422
  tail call void @llvm.musa.syncthreads.lm()
  %1428 = extractelement <4 x float> %1409, i64 0
  %1429 = extractelement <4 x float> %1409, i64 1
  %1430 = extractelement <4 x float> %1409, i64 2
  %1431 = extractelement <4 x float> %1409, i64 3
  %1432 = extractelement <4 x float> %1410, i64 0
  %1433 = extractelement <4 x float> %1410, i64 1
  %1434 = extractelement <4 x float> %1410, i64 2
  %1435 = extractelement <4 x float> %1410, i64 3
  %1436 = extractelement <4 x float> %1411, i64 0
  %1437 = extractelement <4 x float> %1411, i64 1
  %1438 = extractelement <4 x float> %1411, i64 2
  %1439 = extractelement <4 x float> %1411, i64 3
  %1440 = extractelement <4 x float> %1412, i64 0
  %1441 = extractelement <4 x float> %1412, i64 1
  %1442 = extractelement <4 x float> %1412, i64 2
  %1443 = extractelement <4 x float> %1412, i64 3
  %1444 = extractelement <4 x float> %1413, i64 0
  %1445 = extractelement <4 x float> %1413, i64 1
  %1446 = extractelement <4 x float> %1413, i64 2
  %1447 = extractelement <4 x float> %1413, i64 3
  %1448 = extractelement <4 x float> %1414, i64 0
  %1449 = extractelement <4 x float> %1414, i64 1
  %1450 = extractelement <4 x float> %1414, i64 2
  %1451 = extractelement <4 x float> %1414, i64 3
  %1452 = extractelement <4 x float> %1415, i64 0
  %1453 = extractelement <4 x float> %1415, i64 1
  %1454 = extractelement <4 x float> %1415, i64 2
  %1455 = extractelement <4 x float> %1415, i64 3
  br i1 %810, label %743, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1427
  %1456 = insertelement <4 x float> poison, float %1405, i64 0
  %1457 = insertelement <4 x float> %1456, float %1406, i64 1
  %1458 = insertelement <4 x float> %1457, float %1407, i64 2
  %1459 = insertelement <4 x float> %1458, float %1408, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %208
  %1460 = phi <4 x float> [ zeroinitializer, %208 ], [ %1459, %._crit_edge.loopexit ]
  %1461 = phi <4 x float> [ zeroinitializer, %208 ], [ %1409, %._crit_edge.loopexit ]
  %1462 = phi <4 x float> [ zeroinitializer, %208 ], [ %1410, %._crit_edge.loopexit ]
  %1463 = phi <4 x float> [ zeroinitializer, %208 ], [ %1411, %._crit_edge.loopexit ]
  %1464 = phi <4 x float> [ zeroinitializer, %208 ], [ %1412, %._crit_edge.loopexit ]
  %1465 = phi <4 x float> [ zeroinitializer, %208 ], [ %1413, %._crit_edge.loopexit ]
  %1466 = phi <4 x float> [ zeroinitializer, %208 ], [ %1414, %._crit_edge.loopexit ]
  %1467 = phi <4 x float> [ zeroinitializer, %208 ], [ %1415, %._crit_edge.loopexit ]
  %1468 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14
  %1469 = load float, ptr addrspace(3) %1468, align 4
  %1470 = insertelement <4 x float> poison, float %1469, i64 0
  %1471 = shufflevector <4 x float> %1470, <4 x float> poison, <4 x i32> zeroinitializer
  %1472 = fdiv <4 x float> %1460, %1471
  %1473 = getelementptr float, ptr addrspace(1) %3, i64 %17
  %1474 = getelementptr float, ptr addrspace(1) %1473, i64 %12
  store <4 x float> %1472, ptr addrspace(1) %1474, align 16
  %1475 = getelementptr float, ptr addrspace(3) @global_smem, i32 %28
  %1476 = load float, ptr addrspace(3) %1475, align 4
  %1477 = insertelement <4 x float> poison, float %1476, i64 0
  %1478 = shufflevector <4 x float> %1477, <4 x float> poison, <4 x i32> zeroinitializer
  %1479 = fdiv <4 x float> %1461, %1478
  %1480 = getelementptr float, ptr addrspace(1) %3, i64 %31
  %1481 = getelementptr float, ptr addrspace(1) %1480, i64 %12
  store <4 x float> %1479, ptr addrspace(1) %1481, align 16
  %1482 = getelementptr float, ptr addrspace(3) @global_smem, i32 %42
  %1483 = load float, ptr addrspace(3) %1482, align 4
  %1484 = insertelement <4 x float> poison, float %1483, i64 0
  %1485 = shufflevector <4 x float> %1484, <4 x float> poison, <4 x i32> zeroinitializer
  %1486 = fdiv <4 x float> %1462, %1485
  %1487 = getelementptr float, ptr addrspace(1) %3, i64 %45
  %1488 = getelementptr float, ptr addrspace(1) %1487, i64 %12
  store <4 x float> %1486, ptr addrspace(1) %1488, align 16
  %1489 = getelementptr float, ptr addrspace(3) @global_smem, i32 %56
  %1490 = load float, ptr addrspace(3) %1489, align 4
  %1491 = insertelement <4 x float> poison, float %1490, i64 0
  %1492 = shufflevector <4 x float> %1491, <4 x float> poison, <4 x i32> zeroinitializer
  %1493 = fdiv <4 x float> %1463, %1492
  %1494 = getelementptr float, ptr addrspace(1) %3, i64 %59
  %1495 = getelementptr float, ptr addrspace(1) %1494, i64 %12
  store <4 x float> %1493, ptr addrspace(1) %1495, align 16
  %1496 = getelementptr float, ptr addrspace(3) @global_smem, i32 %70
  %1497 = load float, ptr addrspace(3) %1496, align 4
  %1498 = insertelement <4 x float> poison, float %1497, i64 0
  %1499 = shufflevector <4 x float> %1498, <4 x float> poison, <4 x i32> zeroinitializer
  %1500 = fdiv <4 x float> %1464, %1499
  %1501 = getelementptr float, ptr addrspace(1) %3, i64 %73
  %1502 = getelementptr float, ptr addrspace(1) %1501, i64 %12
  store <4 x float> %1500, ptr addrspace(1) %1502, align 16
  %1503 = getelementptr float, ptr addrspace(3) @global_smem, i32 %84
  %1504 = load float, ptr addrspace(3) %1503, align 4
  %1505 = insertelement <4 x float> poison, float %1504, i64 0
  %1506 = shufflevector <4 x float> %1505, <4 x float> poison, <4 x i32> zeroinitializer
  %1507 = fdiv <4 x float> %1465, %1506
  %1508 = getelementptr float, ptr addrspace(1) %3, i64 %87
  %1509 = getelementptr float, ptr addrspace(1) %1508, i64 %12
  store <4 x float> %1507, ptr addrspace(1) %1509, align 16
  %1510 = getelementptr float, ptr addrspace(3) @global_smem, i32 %98
  %1511 = load float, ptr addrspace(3) %1510, align 4
  %1512 = insertelement <4 x float> poison, float %1511, i64 0
  %1513 = shufflevector <4 x float> %1512, <4 x float> poison, <4 x i32> zeroinitializer
  %1514 = fdiv <4 x float> %1466, %1513
  %1515 = getelementptr float, ptr addrspace(1) %3, i64 %101
  %1516 = getelementptr float, ptr addrspace(1) %1515, i64 %12
  store <4 x float> %1514, ptr addrspace(1) %1516, align 16
  %1517 = getelementptr float, ptr addrspace(3) @global_smem, i32 %112
  %1518 = load float, ptr addrspace(3) %1517, align 4
  %1519 = insertelement <4 x float> poison, float %1518, i64 0
  %1520 = shufflevector <4 x float> %1519, <4 x float> poison, <4 x i32> zeroinitializer
  %1521 = fdiv <4 x float> %1467, %1520
  %1522 = getelementptr float, ptr addrspace(1) %3, i64 %115
  %1523 = getelementptr float, ptr addrspace(1) %1522, i64 %12
  store <4 x float> %1521, ptr addrspace(1) %1523, align 16
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
